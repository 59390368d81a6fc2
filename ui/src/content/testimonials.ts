/**
 * A quote from a client (specification: text, name, position). The demo's clients are these people: Ava Okafor of
 * Noir Atelier and Noah Lindqvist of Drift Supply sign in to the demo (internal/demo, checked by cast_test.go).
 */
export interface Testimonial {
  text: string
  name: string
  position: string
}

export const testimonials: readonly Testimonial[] = [
  {
    text: "We went from an Instagram shop to a real store in two days. Three months in, online sales are up 30% and the site finally looks like the brand.",
    name: "Ava Okafor",
    position: "Founder, Noir Atelier",
  },
  {
    text: "I expected weeks of back and forth. Instead I had a store live in 2 days, products imported, payments working and a video showing me how to run it.",
    name: "Noah Lindqvist",
    position: "Owner, Drift Supply",
  },
  {
    text: "The theme is fast and feels custom, not like a template. Our drop sold out on launch weekend and the checkout never missed a beat.",
    name: "Maya Fontaine",
    position: "Creative Director, Maison Verre",
  },
]
