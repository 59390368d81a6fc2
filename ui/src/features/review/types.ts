import type { RecordModel } from "pocketbase"

/** The state of a review round (pb_hooks/lib/review_actions.js). */
export type ReviewState = "asked" | "changes" | "approved" | "overridden"

/** An order's preview review (the reviews collection): its current round. Dates are "" when unset. */
export interface Review extends RecordModel {
  order: string
  round: number
  state: ReviewState
  url: string
  password: string
  asked_at: string
  answered_at: string
  override_reason: string
}

/** A change the client asked for in a round (the review_items collection). */
export interface ReviewItem extends RecordModel {
  order: string
  round: number
  text: string
  done: boolean
}

/** What the review routes answer, and what the page shows; review is null before the studio first asks. */
export interface ReviewView {
  review: Review | null
  items: ReviewItem[]
}
