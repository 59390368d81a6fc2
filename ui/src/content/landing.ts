import { offer } from "./offer"
import { PROMISE_HEADLINE, PROMISE_LAUNCHED, PROMISE_WORDS } from "./promise"

/** Every sentence of the landing page, in page order. The owner edits copy here, never in components. */
export const landing = {
  nav: {
    portal: "Client Portal",
    book: "Book a call",
    pricing: "See pricing",
    menu: "Menu",
    close: "Close menu",
  },
  hero: {
    eyebrow: "Online stores for clothing brands",
    /** The headline; `titleMark` is drawn with a highlighter stroke after `title`. */
    title: PROMISE_HEADLINE.text,
    titleMark: PROMISE_HEADLINE.mark,
    lead: `A custom theme, your products and payments set up, and a store that sells on every phone. One flat ${offer.priceLabel}, done in ${offer.turnaround}.`,
    /** The hero card's title for the brands count ("40+": the server counts the brands it launched). */
    joinTitle: (brands: string) => `Join ${brands} Brands`,
    joinText: "Fashion labels already selling on stores we launched.",
    pricing: "See pricing",
    /** Leads through sign-up (or sign-in) straight to the new-order form. */
    order: "Start your order",
    introCall: `Book a ${offer.introCallMinutes}-min intro call`,
    introCallNote: "Free, no commitment. Pick a time that suits you.",
  },
  projects: {
    eyebrow: "Recent launches",
    title: "Stores we shipped this season",
    previous: "Previous project",
    next: "Next project",
  },
  socialProof: {
    eyebrow: "Trusted by independent labels",
    title: (brands: string) => `${brands} clothing brands sell on stores we built`,
    lead: "Streetwear, tailoring, knitwear, kidswear: every store starts from the same proven foundation and ends up looking like nobody else.",
    cta: "Let's Build Yours",
  },
  testimonials: { eyebrow: "Client stories", title: "What founders say after launch" },
  problems: {
    eyebrow: "Sound familiar?",
    title: "The problems we solve every week",
    items: [
      {
        title: "Selling through DMs",
        text: "Orders live in Instagram messages and payment screenshots. Nothing scales past a busy weekend.",
      },
      {
        title: "Agencies quote months",
        text: "Five-figure proposals and twelve-week timelines for a store you needed before your next drop.",
      },
      {
        title: "Templates look generic",
        text: "A free theme with stock photos makes a premium label look like every other shop.",
      },
      {
        title: "Slow on phones",
        text: "Most of your visitors arrive from social on a phone. A slow page loses them before the first product.",
      },
      {
        title: "Setup is a maze",
        text: "Payments, shipping zones, taxes, domains, pixels: each one a weekend of tutorials.",
      },
      {
        title: "No time to learn it",
        text: "You design clothes and run a brand. You should not also have to become a web developer.",
      },
    ],
  },
  approach: {
    eyebrow: "How we work",
    title: "Our Proven Approach",
    lead: "Six steps, two days, no surprises. The same process behind every launch.",
    steps: [
      {
        title: "Plan",
        text: `A ${offer.introCallMinutes}-minute call to understand your brand, products and audience, then a one-page plan you approve.`,
      },
      {
        title: "Battle-Tested Process",
        text: `A checklist refined over ${offer.brandsServed} launches, so nothing is forgotten between design and checkout.`,
      },
      {
        title: "Custom Theme Foundation",
        text: "Our in-house theme gives speed and structure; your fonts, colours and imagery make it yours.",
      },
      {
        title: "Craft",
        text: "Product pages, collections and the story of your label, laid out with care on every screen size.",
      },
      {
        title: "AI-Powered Efficiency",
        text: `AI drafts product copy, alt text and imports, and we review every line, which is how we keep it to ${offer.turnaround}.`,
      },
      {
        title: "Launch",
        text: "Domain, payments and analytics checked, a test order placed, and your store goes live.",
      },
    ],
  },
  value: {
    eyebrow: "Why it works",
    title: `An agency-grade store for ${offer.priceLabel}, not $5,000.`,
    text: "A fixed scope, a proven theme and an AI-assisted workflow remove the weeks of overhead. You get the craft without the invoice.",
    link: "See what's in the package",
  },
  included: {
    eyebrow: "What you get",
    title: "Everything needed to start selling",
    items: [
      {
        title: "Your store, your account",
        text: "Built on a platform you own, with full admin access from day one.",
      },
      {
        title: "Designed for your brand",
        text: "Typography, colours and layout tuned to your look, not a stock demo.",
      },
      {
        title: "Ready to take orders",
        text: "Payments, shipping and taxes configured and tested with a real order.",
      },
      {
        title: "Fast everywhere",
        text: "Images compressed, code kept lean, pages that load quickly on mobile data.",
      },
    ],
  },
  faq: {
    eyebrow: "Questions",
    title: "Frequently asked",
    items: [
      {
        q: `Is it really ${offer.priceLabel} with no extras?`,
        a: `Yes. The package is a flat ${offer.priceLabel} for the scope listed above. Platform subscription, apps and your domain are paid to their providers directly.`,
      },
      {
        q: `How can it be done in ${offer.turnaround}?`,
        a: "We start from our own tested theme, follow the same checklist every time and use AI for the repetitive parts. You send products and branding; we do the rest.",
      },
      {
        q: "What do I need to prepare?",
        a: "Your logo, product photos, prices and sizes, and your brand colours if you have them. We help with anything missing on the intro call.",
      },
      {
        q: "I already have a Shopify store. Can you help?",
        a: "Yes. Share a collaborator code in the client portal and we rebuild or refresh your store without losing products or orders.",
      },
      {
        q: "What happens after launch?",
        a: "You get a recorded walkthrough and can follow every order in the client portal. Changes after launch can be booked as a new order.",
      },
    ],
  },
  pricing: {
    eyebrow: "Services and pricing",
    title: "One package. One price. Two days.",
    lead: "No hourly billing, no retainers. You know what you pay and when you launch before we start.",
    priceNote: "flat, one-off",
    turnaround: `${PROMISE_WORDS.dayAdjective} turnaround`,
    order: "Start your order",
    cta: "Or book a call first",
    portal: "Already a client? Open the portal",
    services: [
      {
        title: "New store build",
        text: "A complete store from an empty account: theme, pages, products, payments and launch.",
      },
      {
        title: "Store refresh",
        text: "Already on Shopify? Share a collaborator code and we rebuild the look on our theme without losing data.",
      },
      {
        title: "Launch support",
        text: "Domain, pixels, shipping rules and a test order, all checked before your first customer arrives.",
      },
    ],
  },
  contact: {
    eyebrow: "Ready when you are",
    title: "Let's launch your store this week",
    text: `Book a free ${offer.introCallMinutes}-minute call. We reply to every message within ${offer.replyHours} hours.`,
    cta: "Book a Call Now",
  },
  footer: {
    tagline: `Online stores for clothing brands, ${PROMISE_LAUNCHED}.`,
    rights: "All rights reserved.",
  },
} as const
