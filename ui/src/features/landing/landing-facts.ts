import { offer } from "@/content/offer"
import { PROMISE_WORDS } from "@/content/promise"
import { testimonials } from "@/content/testimonials"

/** One testimonial card as the landing page shows it. */
export interface LandingQuote {
  text: string
  name: string
  position: string
  /** The first letter of name, for the avatar (computed once, by the server, so both renders agree). */
  initial: string
  /** "1" to "5". */
  rating: string
}

/**
 * The landing page's claims that come from launched orders: the brands count ("40+"), exactly three quotes
 * (published testimonials first, the content file's filling in) and the on-time claim ("" while untrue or
 * unproven). internal/site computes them and writes them into the served HTML and a JSON block
 * (<script type="application/json" id="landing-facts">), which the page hydrates from.
 */
export interface LandingFacts {
  brands: string
  quotes: LandingQuote[]
  claim: string
}

const quoteOf = (t: (typeof testimonials)[number]): LandingQuote => ({
  ...t,
  initial: t.name.charAt(0),
  rating: "5",
})

/** defaultFacts are the content file's: what the page shows with no launches (and in the Vite dev server). */
export const defaultFacts: LandingFacts = {
  brands: offer.brandsServed,
  quotes: testimonials.slice(0, 3).map(quoteOf),
  claim: "",
}

/** What the server needs from the content file to compute the facts (written to pb_public/landing-facts.json). */
export const factsDefaults = {
  launchedBefore: offer.launchedBefore,
  quotes: defaultFacts.quotes,
  claim: `{N}% launched within ${PROMISE_WORDS.hours} of the brief`,
}

const slot = (name: string) => `@@ld.${name}@@`

/** slotFacts renders each fact as its slot, for the HTML prerendered at build time (the server fills them). */
export const slotFacts: LandingFacts = {
  brands: slot("brands"),
  quotes: [0, 1, 2].map((i) => ({
    text: slot(`q${i}.text`),
    name: slot(`q${i}.name`),
    position: slot(`q${i}.position`),
    initial: slot(`q${i}.initial`),
    rating: slot(`q${i}.rating`),
  })),
  claim: slot("claim"),
}

/** readFacts reads the facts the server wrote into the page, or the content file's without them. */
export function readFacts(): LandingFacts {
  const block = typeof document === "undefined" ? null : document.getElementById("landing-facts")
  if (!block?.textContent) return defaultFacts
  try {
    return JSON.parse(block.textContent) as LandingFacts
  } catch {
    return defaultFacts
  }
}
