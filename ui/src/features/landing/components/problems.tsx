import { landing } from "@/content/landing"
import { SectionHeading } from "./section-heading"

/** Problems: the six situations brands arrive with. */
export function Problems() {
  const { problems } = landing
  return (
    <section id="problems" className="lp-section lp-tinted" aria-labelledby="problems-title">
      <div className="lp-wrap">
        <SectionHeading id="problems-title" eyebrow={problems.eyebrow} title={problems.title} />
        <ul className="lp-grid lp-grid--3">
          {problems.items.map((item, i) => (
            <li key={item.title} className="lp-card lp-problem">
              <span className="lp-problem__num" aria-hidden="true">
                {String(i + 1).padStart(2, "0")}
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
