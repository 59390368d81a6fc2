import type { UnsubscribeFunc } from "pocketbase"
import { pb } from "@/lib/pocketbase"
import type { Review, ReviewItem, ReviewView } from "./types"

// Fetchers of the preview review. Reads go through the collections (the order's client and admins only); every
// change through the routes under /api/launchdesk/orders/{id}/review/..., which decide who may do what.

/** getReviewView reads the order's review and the changes asked in every round. */
export async function getReviewView(orderId: string): Promise<ReviewView> {
  const filter = pb.filter("order = {:orderId}", { orderId })
  const [reviews, items] = await Promise.all([
    pb.collection("reviews").getFullList<Review>({ filter, requestKey: `review-${orderId}` }),
    pb
      .collection("review_items")
      .getFullList<ReviewItem>({ filter, sort: "round,created", requestKey: `review-items-${orderId}` }),
  ])
  return { review: reviews[0] ?? null, items }
}

/** subscribeToReview calls onChange whenever the order's review or its items change. */
export async function subscribeToReview(orderId: string, onChange: () => void): Promise<UnsubscribeFunc> {
  const filter = pb.filter("order = {:orderId}", { orderId })
  const stops = await Promise.all([
    pb.collection("reviews").subscribe("*", onChange, { filter }),
    pb.collection("review_items").subscribe("*", onChange, { filter }),
  ])
  return async () => {
    await Promise.all(stops.map((stop) => stop()))
  }
}

const post = (orderId: string, path: string, body: Record<string, unknown>) =>
  pb.send<ReviewView>(`/api/launchdesk/orders/${encodeURIComponent(orderId)}/review/${path}`, {
    method: "POST",
    body,
    requestKey: null,
  })

/** askReview posts the preview link and password and asks the client for a review (the studio). */
export const askReview = (orderId: string, url: string, password: string) =>
  post(orderId, "ask", { url, password })

/** approveReview approves the store for launch at review round (the one shown), for the order's client. */
export const approveReview = (orderId: string, round: number) =>
  post(orderId, "answer", { decision: "approve", round })

/** requestChanges answers review round (the one shown) with the changes wanted (the order's client). */
export const requestChanges = (orderId: string, round: number, items: string[]) =>
  post(orderId, "answer", { decision: "changes", round, items })

/** tickChange marks a requested change done, or open again (the studio). */
export const tickChange = (orderId: string, itemId: string, done: boolean) =>
  post(orderId, `items/${encodeURIComponent(itemId)}`, { done })

/** overrideReview approves the launch without the client's approval, with the reason the client reads. */
export const overrideReview = (orderId: string, reason: string) => post(orderId, "override", { reason })
