import { landing } from "@/content/landing"
import { BrandStrip } from "./brand-strip"
import { OnwardLink } from "./onward-link"
import { SectionHeading } from "./section-heading"
import type { LandingFacts } from "../landing-facts"

/** SocialProof (#social-proof): the brands strip and the way to the contact section. */
export function SocialProof({ facts }: { facts: LandingFacts }) {
  const { socialProof } = landing
  return (
    <section id="social-proof" className="lp-section lp-dark lp-proof" aria-labelledby="proof-title">
      <div className="lp-wrap lp-proof__head">
        <div>
          <SectionHeading
            id="proof-title"
            copy={{ eyebrow: socialProof.eyebrow, title: socialProof.title(facts.brands) }}
          />
        </div>
        <div className="lp-proof__aside">
          <p className="lp-lead">{socialProof.lead}</p>
          <OnwardLink className="lp-btn lp-btn--accent" target="contact-section">
            {socialProof.cta}
          </OnwardLink>
        </div>
      </div>
      <BrandStrip />
    </section>
  )
}
