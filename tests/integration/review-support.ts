import type PocketBase from "pocketbase"
import type { RecordModel } from "pocketbase"
import type { Account } from "../support/accounts"
import { approve, markItem, moveStep } from "./launch-support"
import { newOrder } from "../support/orders"

/** A review and its requested changes as the review routes answer them. */
export interface ReviewAnswer {
  review: RecordModel
  items: RecordModel[]
}

const post = (pb: PocketBase, orderId: string, path: string, body: Record<string, unknown>) =>
  pb.send<ReviewAnswer>(`/api/launchdesk/orders/${orderId}/review/${path}`, {
    method: "POST",
    body,
    requestKey: null,
  })

/** askReview posts the preview link and password and asks the client for a review (the studio). */
export const askReview = (
  pb: PocketBase,
  orderId: string,
  url = "https://noir.example.com",
  password = "sesame",
) => post(pb, orderId, "ask", { url, password })

/** roundOf is the round of the order's review as pb reads it (the client's page), or undefined when it cannot. */
const roundOf = (pb: PocketBase, orderId: string): Promise<number | undefined> =>
  pb
    .collection("reviews")
    .getFirstListItem(pb.filter("order = {:orderId}", { orderId }), { requestKey: null })
    .then((r) => r["round"] as number)
    .catch(() => undefined)

/** approveReview answers the review of round (default: the one pb reads now): approved for launch (the client). */
export const approveReview = async (pb: PocketBase, orderId: string, round?: number) =>
  post(pb, orderId, "answer", { decision: "approve", round: round ?? (await roundOf(pb, orderId)) })

/** requestChanges answers the review read now with changes (the order's client). */
export const requestChanges = async (pb: PocketBase, orderId: string, items: string[]) =>
  post(pb, orderId, "answer", { decision: "changes", items, round: await roundOf(pb, orderId) })

/** tickChange marks a requested change done (or open again with done false). */
export const tickChange = (pb: PocketBase, orderId: string, itemId: string, done = true) =>
  post(pb, orderId, `items/${itemId}`, { done })

/** overrideReview approves the launch for the client with a reason (the studio). */
export const overrideReview = (pb: PocketBase, orderId: string, reason: string) =>
  post(pb, orderId, "override", { reason })

let seq = 0

/** orderInBuilding is an order of client approved by admin with its intake marked not needed, at Building. */
export async function orderInBuilding(admin: Account, client: Account): Promise<RecordModel> {
  seq += 1
  const order = await newOrder(client, { title: `Review build ${seq}`, description: "A store to review." })
  await approve(admin, order)
  for (const item of ["logo", "colors_fonts", "products", "policies", "domain"]) {
    await markItem(admin.pb, order.id, item, "not_needed")
  }
  await moveStep(admin.pb, order.id, "building")
  return order
}

/** statusOf resolves to the HTTP status a request ends with (200 when it succeeds). */
export const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { status?: number }) => e.status ?? 0,
  )

/** launchedReviewedOrder is an order of client reviewed, approved and launched: its testimonial is invited. */
export async function launchedReviewedOrder(admin: Account, client: Account): Promise<RecordModel> {
  const order = await orderInBuilding(admin, client)
  await askReview(admin.pb, order.id)
  await approveReview(client.pb, order.id)
  await moveStep(admin.pb, order.id, "launched")
  return order
}

/** The client's answer to a testimonial invitation. */
export interface TestimonialAnswer {
  rating: number
  words: string
  position?: string
  show_words: boolean
  show_store: boolean
}

/** answerTestimonial writes the order's testimonial (the order's client). */
export const answerTestimonial = (pb: PocketBase, orderId: string, answer: TestimonialAnswer) =>
  pb.send<RecordModel>(`/api/launchdesk/orders/${orderId}/testimonial`, {
    method: "POST",
    body: answer,
    requestKey: null,
  })

/** withdrawConsent takes back the words and/or store consent (the order's client). */
export const withdrawConsent = (
  pb: PocketBase,
  orderId: string,
  what: { words?: boolean; store?: boolean },
) =>
  pb.send<RecordModel>(`/api/launchdesk/orders/${orderId}/testimonial/withdraw`, {
    method: "POST",
    body: what,
    requestKey: null,
  })

/** decideTestimonial publishes (the answer read: row's answered_at), hides or ranks a testimonial (the studio). */
export const decideTestimonial = (
  pb: PocketBase,
  row: { id: string; answered_at?: string },
  kind: "publish" | "hide" | "rank",
  rank = 0,
) =>
  pb.send<RecordModel>(`/api/launchdesk/testimonials/${row.id}/${kind}`, {
    method: "POST",
    body: { rank, answered_at: row.answered_at ?? "" },
    requestKey: null,
  })

/** askRevision hides a testimonial and asks its client to revise it with note (the studio, of the words row shows). */
export const askRevision = (pb: PocketBase, row: { id: string; answered_at?: string }, note: string) =>
  pb.send<RecordModel>(`/api/launchdesk/testimonials/${row.id}/ask`, {
    method: "POST",
    body: { note, answered_at: row.answered_at ?? "" },
    requestKey: null,
  })

/** proposeWords proposes corrected words for a testimonial (the studio, of the words row shows). */
export const proposeWords = (pb: PocketBase, row: { id: string; answered_at?: string }, words: string) =>
  pb.send<RecordModel>(`/api/launchdesk/testimonials/${row.id}/propose`, {
    method: "POST",
    body: { words, answered_at: row.answered_at ?? "" },
    requestKey: null,
  })

/** answerProposal accepts or declines the proposal row shows (the order's client). */
export const answerProposal = (pb: PocketBase, row: RecordModel, accept: boolean) =>
  pb.send<RecordModel>(
    `/api/launchdesk/orders/${row["order"] as string}/testimonial/${accept ? "accept" : "decline"}`,
    { method: "POST", body: { proposed_at: row["proposed_at"] as string }, requestKey: null },
  )

/** landingQuotes are the testimonial texts `/` of the server at url is served with, before any script. */
export async function landingQuotes(url: string): Promise<string[]> {
  const html = await fetch(`${url}/`).then((r) => r.text())
  const block = /<script type="application\/json" id="landing-facts">([^<]*)<\/script>/.exec(html)
  if (!block) throw new Error("`/` has no landing-facts block")
  return (JSON.parse(block[1]!) as { quotes: { text: string }[] }).quotes.map((q) => q.text)
}
