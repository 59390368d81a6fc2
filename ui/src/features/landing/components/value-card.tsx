import { landing } from "@/content/landing"
import { OnwardLink } from "./onward-link"
import { SectionHeading } from "./section-heading"

/** ValueCard: why the price is possible, linking to the #pricing card. */
export function ValueCard() {
  const { value } = landing
  return (
    <section className="lp-section lp-value-section" aria-labelledby="value-title">
      <div className="lp-wrap">
        <div className="lp-value">
          <SectionHeading id="value-title" copy={value} className="lp-value__title" />
          <p className="lp-value__text">{value.text}</p>
          <OnwardLink className="lp-value__link" target="pricing">
            {value.link}
          </OnwardLink>
        </div>
      </div>
    </section>
  )
}
