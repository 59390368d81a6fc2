import { landing } from "@/content/landing"
import { Icon } from "./icons"
import { SectionLink } from "./links"
import { SectionHeading } from "./section-heading"

/** ValueCard: why the price is possible, linking to the #pricing card. */
export function ValueCard() {
  const { value } = landing
  return (
    <section className="lp-section lp-value-section" aria-labelledby="value-title">
      <div className="lp-wrap">
        <div className="lp-value">
          <SectionHeading
            id="value-title"
            eyebrow={value.eyebrow}
            title={value.title}
            className="lp-value__title"
          />
          <p className="lp-value__text">{value.text}</p>
          <SectionLink className="lp-value__link" target="pricing">
            {value.link}
            <Icon name="arrowRight" />
          </SectionLink>
        </div>
      </div>
    </section>
  )
}
