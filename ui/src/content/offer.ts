import { booking } from "./booking"
import { PRICE_LABEL } from "./price"
import { PROMISE_WORDS, REPLY_HOURS } from "./promise"

/**
 * The one package sold on the landing page (specification, section 9). Its price is the price contract's (or the
 * server's PRICE_CENTS: content/price.ts), its turnaround the launch promise's (content/promise.ts).
 */
export const offer = {
  name: "Launch Package",
  priceLabel: PRICE_LABEL,
  /** What the price is called beside its figure: the landing's stats, the client's order cards. */
  priceTerm: "Flat price",
  /** The turnaround in words ("2 days"). */
  turnaround: PROMISE_WORDS.days,
  brandsServed: "30+",
  /**
   * Brands launched before launchdesk recorded launches: the landing page adds every brand with a launched order
   * (one brand launched three times counts once: internal/site/landing_facts.go), "Join 40+ Brands" rounded down to the ten.
   */
  launchedBefore: 30,
  introCallMinutes: booking.introCallMinutes,
  replyHours: REPLY_HOURS,
  summary: `Everything a clothing brand needs to start selling online, designed, built and launched in ${PROMISE_WORDS.days}.`,
  included: [
    "Custom theme built on our in-house foundation",
    "Home, collection, product, cart and about pages",
    "Up to 30 products imported with variants and sizes",
    "Payments, shipping zones and taxes configured",
    "Mobile-first layout tuned for speed",
    "Domain connection and launch checklist",
    "Analytics and Meta pixel wired in",
    "A recorded walkthrough so you can run it yourself",
  ],
} as const
