import { type ReactNode, Suspense } from "react"
import { ApproachTimeline } from "./approach-timeline"
import { Contact } from "./contact"
import { Faq } from "./faq"
import { Hero } from "./hero"
import { Included, Problems } from "./item-grid"
import { ProjectCarousel } from "./project-carousel"
import { ServicesPricing } from "./services-pricing"
import { SiteFooter } from "./site-footer"
import { SiteHeader } from "./site-header"
import { SocialProof } from "./social-proof"
import { Testimonials } from "./testimonials"
import { ValueCard } from "./value-card"
import type { LandingFacts } from "../landing-facts"
import "../styles/base.css"
import "../styles/header.css"
import "../styles/hero.css"
import "../styles/sections.css"
import "../styles/closing.css"

/**
 * Later marks a part of the page React may hydrate on its own, after the header and hero: each
 * boundary is hydrated in a separate slice of work, so no single task blocks the main thread for long.
 */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/**
 * LandingPage is the whole marketing page, in the specification's order. It is prerendered to HTML at
 * build time and hydrated on `/`; `portalHref` (the sign-in screen) and `orderHref` (sign-up, then the
 * new-order form) come from the app's path map (features never import app/).
 */
export function LandingPage({
  portalHref,
  orderHref,
  proofHref,
  facts,
}: {
  portalHref: string
  orderHref: string
  /** How the on-time claim is computed, and the launches anyone can check (a page of the server's). */
  proofHref: string
  /** The claims from launched orders (landing-facts.ts). */
  facts: LandingFacts
}) {
  return (
    <div id="top" className="lp">
      <a className="lp-skip" href="#main">
        Skip to content
      </a>
      <SiteHeader portalHref={portalHref} orderHref={orderHref} />
      <main id="main" tabIndex={-1}>
        <Hero orderHref={orderHref} proofHref={proofHref} facts={facts} />
        <Later>
          <ProjectCarousel />
        </Later>
        <Later>
          <SocialProof facts={facts} />
        </Later>
        <Later>
          <Testimonials facts={facts} />
          <Problems />
        </Later>
        <Later>
          <ApproachTimeline />
        </Later>
        <Later>
          <ValueCard />
          <Included />
          <Faq guarantee={facts.guarantee} />
        </Later>
        <Later>
          <ServicesPricing portalHref={portalHref} orderHref={orderHref} />
          <Contact />
        </Later>
      </main>
      <Later>
        <SiteFooter />
      </Later>
    </div>
  )
}
