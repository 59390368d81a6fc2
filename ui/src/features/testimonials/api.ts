import { pb } from "@/lib/pocketbase"
import type { Testimonial, TestimonialAnswer } from "./types"

// Fetchers of testimonials. Reads go through the collection (a client reads its own, admins all); every change
// through the routes, which decide who may do what.

/** getOrderTestimonial reads the order's testimonial, or null before its client is invited. */
export async function getOrderTestimonial(orderId: string): Promise<Testimonial | null> {
  const rows = await pb.collection("testimonials").getFullList<Testimonial>({
    filter: pb.filter("order = {:orderId}", { orderId }),
    requestKey: `testimonial-${orderId}`,
  })
  return rows[0] ?? null
}

/** listTestimonials lists the testimonials the reader may see, in the site's order. */
export const listTestimonials = () =>
  pb
    .collection("testimonials")
    .getFullList<Testimonial>({ sort: "rank,-published_at,-answered_at", requestKey: null })

const post = (path: string, body: Record<string, unknown>) =>
  pb.send<Testimonial>(path, { method: "POST", body, requestKey: null })

/** answerTestimonial writes the client's testimonial of its order. */
export const answerTestimonial = (orderId: string, answer: TestimonialAnswer) =>
  post(`/api/launchdesk/orders/${encodeURIComponent(orderId)}/testimonial`, { ...answer })

/** withdrawConsent takes back the client's consent for its words and/or its store. */
export const withdrawConsent = (orderId: string, what: { words?: boolean; store?: boolean }) =>
  post(`/api/launchdesk/orders/${encodeURIComponent(orderId)}/testimonial/withdraw`, what)

/**
 * decideTestimonial publishes, hides or ranks a testimonial (the studio). A publish names the answer the studio read
 * (answered_at): the server refuses words rewritten since.
 */
export const decideTestimonial = (
  row: Pick<Testimonial, "id" | "answered_at">,
  kind: "publish" | "hide" | "rank",
  rank = 0,
) =>
  post(`/api/launchdesk/testimonials/${encodeURIComponent(row.id)}/${kind}`, {
    rank,
    answered_at: row.answered_at,
  })

/** answerProposal accepts or declines the studio's proposed words the client's page showed (the order's client). */
export const answerProposal = (row: Pick<Testimonial, "order" | "proposed_at">, accept: boolean) =>
  post(
    `/api/launchdesk/orders/${encodeURIComponent(row.order)}/testimonial/${accept ? "accept" : "decline"}`,
    {
      proposed_at: row.proposed_at,
    },
  )

/**
 * correctTestimonial is the studio's correction of the words it read (answered_at): hide and ask the client to revise
 * them with a note, or propose words the client accepts or declines.
 */
export const correctTestimonial = (
  row: Pick<Testimonial, "id" | "answered_at">,
  correction: { kind: "ask"; note: string } | { kind: "propose"; words: string },
) =>
  post(`/api/launchdesk/testimonials/${encodeURIComponent(row.id)}/${correction.kind}`, {
    ...correction,
    answered_at: row.answered_at,
  })
