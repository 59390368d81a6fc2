import { useEffect, useState } from "react"
import { getOrderTestimonial } from "../api"
import type { Testimonial } from "../types"
import { ProposalAnswer } from "./proposal-answer"
import { TestimonialForm } from "./testimonial-form"
import { WithdrawButtons } from "./withdraw-buttons"
import "./testimonials.css"

const STATE_WORDS: Record<Testimonial["state"], string> = {
  invited: "",
  waiting: "Thank you! The studio will read your words before they appear anywhere.",
  published: "Thank you! Your words are on our site while you allow it.",
  hidden: "Thank you! Your words are kept with the studio.",
}

/** TestimonialCard: on a launched order, the client's invitation to rate the work, then its words and consents. */
export function TestimonialCard({ orderId }: { orderId: string }) {
  const [row, setRow] = useState<Testimonial | null>(null)
  const [editing, setEditing] = useState(false)
  useEffect(() => {
    let live = true
    getOrderTestimonial(orderId).then(
      (r) => live && setRow(r),
      () => undefined, // the order page works without it
    )
    return () => {
      live = false
    }
  }, [orderId])
  if (!row) return null
  const done = (next: Testimonial) => {
    setRow(next)
    setEditing(false)
  }
  return (
    <section className="card testimonial" aria-labelledby="testimonial-heading">
      <h2 id="testimonial-heading">How did your launch go?</h2>
      {row.ask_note ? (
        <div className="testimonial__request">
          <p>
            <strong>The studio asks you to revise your words.</strong> They stay off our site until you send
            them again.
          </p>
          <p className="testimonial__note">The studio&apos;s note:</p>
          <blockquote className="testimonial__words">{row.ask_note}</blockquote>
        </div>
      ) : null}
      {row.state === "invited" || editing || row.ask_note ? (
        <TestimonialForm row={row} onDone={done} />
      ) : (
        <>
          <p>{STATE_WORDS[row.state]}</p>
          {row.proposal ? (
            <ProposalAnswer row={row} onChange={setRow} />
          ) : (
            <blockquote className="testimonial__words">{row.words}</blockquote>
          )}
          <WithdrawButtons row={row} onChange={setRow} />
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => setEditing(true)}
          >
            Edit my testimonial
          </button>
        </>
      )}
    </section>
  )
}
