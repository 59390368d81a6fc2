import { booking } from "@/content/booking"
import { brandMarks } from "@/content/gallery"
import { landing } from "@/content/landing"
import { offer } from "@/content/offer"
import type { LandingFacts } from "../landing-facts"
import { Icon } from "./icons"
import { BookingLink, SectionLink } from "./links"
import { ResponsivePicture } from "./responsive-picture"

/** Hero: the 48-hour promise, the 'Join 30+ Brands' card (facts from launches), starting an order, pricing, the call. */
export function Hero({
  orderHref,
  proofHref,
  facts,
}: {
  orderHref: string
  proofHref: string
  facts: LandingFacts
}) {
  const { hero } = landing
  const joinTitle = hero.joinTitle(facts.brands)
  return (
    <section className="lp-hero lp-wrap" aria-labelledby="hero-title">
      <div className="lp-hero__copy">
        <p className="lp-eyebrow">{hero.eyebrow}</p>
        <h1 id="hero-title" className="lp-hero__title">
          {hero.title} <span className="lp-mark">{hero.titleMark}</span>
        </h1>
        <p className="lp-hero__lead">{hero.lead}</p>
        <div className="lp-hero__actions">
          <a className="lp-btn lp-btn--dark lp-btn--lg" href={orderHref}>
            {hero.order}
            <Icon name="arrowRight" />
          </a>
          <SectionLink className="lp-btn lp-btn--ghost lp-btn--lg" target="services-section">
            {hero.pricing}
          </SectionLink>
          <BookingLink className="lp-call-row" href={booking.introCallUrl}>
            <span className="lp-round-icon lp-call-row__icon">
              <Icon name="calendar" />
            </span>
            <span className="lp-call-row__text">
              <strong>{hero.introCall}</strong>
              <span>{hero.introCallNote}</span>
            </span>
          </BookingLink>
        </div>
      </div>
      <aside className="lp-join" aria-label={joinTitle}>
        <ul className="lp-join__faces" aria-label="Brands we launched">
          {brandMarks.map((mark) => (
            <li key={mark.src} className="lp-join__face">
              <ResponsivePicture image={mark} sizes="44px" />
            </li>
          ))}
          <li className="lp-join__face lp-join__face--more" aria-hidden="true">
            {facts.brands}
          </li>
        </ul>
        <p className="lp-join__title">{joinTitle}</p>
        <p className="lp-join__text">{hero.joinText}</p>
        <a className="lp-join__claim" href={proofHref}>
          {facts.claim}
        </a>
        <p className="lp-join__guarantee">{facts.guarantee.terms}</p>
        <dl className="lp-join__stats">
          <div>
            <dt>{offer.priceTerm}</dt>
            <dd>{offer.priceLabel}</dd>
          </div>
          <div>
            <dt>Turnaround</dt>
            <dd>{offer.turnaround}</dd>
          </div>
          <div>
            <dt>Brands launched</dt>
            <dd>{facts.brands}</dd>
          </div>
        </dl>
      </aside>
    </section>
  )
}
