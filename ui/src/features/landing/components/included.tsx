import { landing } from "@/content/landing"
import { Icon } from "./icons"
import { SectionHeading } from "./section-heading"

/** Included: the four outcomes every package delivers. */
export function Included() {
  const { included } = landing
  return (
    <section id="included" className="lp-section" aria-labelledby="included-title">
      <div className="lp-wrap">
        <SectionHeading id="included-title" eyebrow={included.eyebrow} title={included.title} />
        <ul className="lp-grid lp-grid--4">
          {included.items.map((item) => (
            <li key={item.title} className="lp-included">
              <span className="lp-included__icon" aria-hidden="true">
                <Icon name="check" />
              </span>
              <h3 className="lp-h3">{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
