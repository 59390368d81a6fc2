import { landing } from "@/content/landing"
import type { LandingGuarantee } from "../landing-facts"
import { Icon } from "./icons"
import { SectionHeading } from "./section-heading"

/** Faq: native <details> disclosures, usable before and without JavaScript; the guarantee's last, while it is on. */
export function Faq({ guarantee }: { guarantee: LandingGuarantee }) {
  const { faq } = landing
  return (
    <section id="faq" className="lp-section lp-tinted" aria-labelledby="faq-title">
      <div className="lp-wrap lp-split lp-faq">
        <div>
          <SectionHeading id="faq-title" copy={faq} />
        </div>
        <div className="lp-faq__list">
          {faq.items.map((item) => (
            <details key={item.q} className="lp-faq__item">
              <summary>
                <h3 className="lp-faq__q">{item.q}</h3>
                <span className="lp-round-icon lp-faq__icon">
                  <Icon name="plus" />
                </span>
              </summary>
              <p>{item.a}</p>
            </details>
          ))}
          <details className="lp-faq__item lp-faq__item--guarantee">
            <summary>
              <h3 className="lp-faq__q">{guarantee.question}</h3>
              <span className="lp-faq__icon">
                <Icon name="plus" />
              </span>
            </summary>
            <p>{guarantee.answer}</p>
          </details>
        </div>
      </div>
    </section>
  )
}
