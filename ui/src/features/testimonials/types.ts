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
}

/** What the client writes. */
export interface TestimonialAnswer {
  rating: number
  words: string
  position: string
  show_words: boolean
  show_store: boolean
}
