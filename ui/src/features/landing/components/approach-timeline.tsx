import { useRef } from "react"
import { landing } from "@/content/landing"
import { useReveal } from "../hooks/use-reveal"
import { useScrollProgress } from "../hooks/use-scroll-progress"
import { SectionHeading } from "./section-heading"

type Step = (typeof landing.approach.steps)[number]

function TimelineStep({ step, n }: { step: Step; n: number }) {
  const [ref, visible] = useReveal<HTMLLIElement>()
  return (
    <li ref={ref} className={`lp-step${visible ? " is-visible" : ""}`}>
      <span className="lp-step__marker" aria-hidden="true">
        {String(n).padStart(2, "0")}
      </span>
      <div className="lp-step__body">
        <h3 className="lp-h3">
          <span className="lp-sr-only">Step {n}: </span>
          {step.title}
        </h3>
        <p>{step.text}</p>
      </div>
    </li>
  )
}

/** ApproachTimeline: six steps revealed as they scroll in, along a rail that fills with scroll progress. */
export function ApproachTimeline() {
  const { approach } = landing
  const listRef = useRef<HTMLOListElement>(null)
  useScrollProgress(listRef)
  return (
    <section id="approach" className="lp-section lp-dark" aria-labelledby="approach-title">
      <div className="lp-wrap lp-split lp-approach">
        <div className="lp-approach__intro">
          <SectionHeading id="approach-title" copy={approach} />
        </div>
        <ol ref={listRef} className="lp-timeline">
          {approach.steps.map((step, i) => (
            <TimelineStep key={step.title} step={step} n={i + 1} />
          ))}
        </ol>
      </div>
    </section>
  )
}
