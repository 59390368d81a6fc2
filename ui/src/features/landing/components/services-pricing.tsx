import { booking } from "@/content/booking"
import { landing } from "@/content/landing"
import { offer } from "@/content/offer"
import { Icon } from "./icons"
import { BookingLink } from "./links"
import { SectionHeading } from "./section-heading"

/** ServicesPricing (#services-section, with the #pricing card): the one package, its price and scope. */
export function ServicesPricing({ portalHref, orderHref }: { portalHref: string; orderHref: string }) {
  const { pricing } = landing
  return (
    <section id="services-section" className="lp-section" aria-labelledby="services-title">
      <div className="lp-wrap lp-split lp-pricing">
        <div className="lp-pricing__intro">
          <SectionHeading id="services-title" copy={pricing} />
          <ul className="lp-services">
            {pricing.services.map((service) => (
              <li key={service.title}>
                <h3 className="lp-h3">{service.title}</h3>
                <p>{service.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <article id="pricing" className="lp-price-card" aria-labelledby="pricing-title">
          <div className="lp-price-card__top">
            <h3 id="pricing-title" className="lp-price-card__name">
              {offer.name}
            </h3>
            <span className="lp-badge">{pricing.turnaround}</span>
          </div>
          <p className="lp-price-card__price">
            <span className="lp-price-card__amount">{offer.priceLabel}</span>
            <span className="lp-price-card__note">{pricing.priceNote}</span>
          </p>
          <p className="lp-price-card__summary">{offer.summary}</p>
          <ul className="lp-checklist">
            {offer.included.map((line) => (
              <li key={line}>
                <Icon name="check" size={18} />
                {line}
              </li>
            ))}
          </ul>
          <a className="lp-btn lp-btn--accent lp-btn--block lp-btn--lg" href={orderHref}>
            {pricing.order}
          </a>
          <BookingLink className="lp-price-card__portal lp-price-card__call" href={booking.introCallUrl}>
            {pricing.cta}
          </BookingLink>
          <a className="lp-price-card__portal" href={portalHref}>
            {pricing.portal}
          </a>
        </article>
      </div>
    </section>
  )
}
