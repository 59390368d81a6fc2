import { landing } from "@/content/landing"
import type { LandingFacts } from "../landing-facts"
import { Icon } from "./icons"
import { SectionHeading } from "./section-heading"

/** Testimonials (#testimonials): three quote cards (published ones first, the content file's fill in). */
export function Testimonials({ facts }: { facts: LandingFacts }) {
  const { testimonials: copy } = landing
  return (
    <section id="testimonials" className="lp-section" aria-labelledby="testimonials-title">
      <div className="lp-wrap">
        <SectionHeading id="testimonials-title" copy={copy} />
        <ul className="lp-grid lp-grid--3 lp-quotes">
          {facts.quotes.map((t, i) => (
            <li key={i} className="lp-card lp-quote">
              <figure>
                <div
                  className="lp-quote__stars"
                  role="img"
                  aria-label={`Rated ${t.rating} out of 5`}
                  data-rating={t.rating}
                >
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Icon key={n} name="star" size={16} />
                  ))}
                </div>
                <blockquote className="lp-quote__text">
                  <p>{t.text}</p>
                </blockquote>
                <figcaption className="lp-quote__who">
                  <span className="lp-quote__avatar" aria-hidden="true">
                    {t.initial}
                  </span>
                  <span>
                    <strong>{t.name}</strong>
                    <span>{t.position}</span>
                  </span>
                </figcaption>
                <a className="lp-quote__proof" href={t.proof}>
                  {copy.proof}
                </a>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
