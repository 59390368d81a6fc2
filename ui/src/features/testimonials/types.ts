import type { RecordModel } from "pocketbase"

/** A client's testimonial after a launch (the testimonials collection, pb_hooks/lib/testimonials.js). */
export interface Testimonial extends RecordModel {
  order: string
  client: string
  state: "invited" | "waiting" | "published" | "hidden"
  rating: number
  words: string
  name: string
  position: string
  brand: string
  show_words: boolean
  show_store: boolean
  rank: number
  answered_at: string
  published_at: string
  /** The studio's note when it hid the testimonial and asked the client to revise it ("" when none is pending). */
  ask_note: string
  asked_at: string
  /** Words the studio proposes; they replace `words` only when the client accepts ("" when none is pending). */
  proposal: string
  proposed_at: string
}

/** What the client writes. */
export interface TestimonialAnswer {
  rating: number
  words: string
  position: string
  show_words: boolean
  show_store: boolean
}
