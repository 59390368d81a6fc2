import { useState } from "react"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { answerProposal } from "../api"
import type { Testimonial } from "../types"

/** The client's two answers: each button's label and look, and what the client is told after it. */
const ANSWERS = [
  {
    accept: true,
    label: "Accept the correction",
    className: "button button--small",
    done: "Your testimonial now reads as corrected.",
  },
  {
    accept: false,
    label: "Keep my words",
    className: "button button--small button--secondary",
    done: "Your words stay as you wrote them.",
  },
] as const

/** ProposalAnswer: the studio's proposed words under the client's, which the client accepts or declines. */
export function ProposalAnswer({
  row,
  onChange,
}: {
  row: Testimonial
  onChange: (row: Testimonial) => void
}) {
  const [busy, setBusy] = useState(false)
  const answer = async ({ accept, done }: (typeof ANSWERS)[number]) => {
    setBusy(true)
    try {
      onChange(await answerProposal(row, accept))
      showOutcome("success", done, "testimonial")
    } catch (err) {
      handleApiError(err)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="testimonial__request" role="group" aria-label="The studio's correction">
      <p>
        <strong>The studio proposes a correction.</strong> Nothing changes on our site unless you accept it.
      </p>
      <p className="testimonial__note">Your words now:</p>
      <blockquote className="testimonial__words">{row.words}</blockquote>
      <p className="testimonial__note">Proposed words:</p>
      <blockquote className="testimonial__words">{row.proposal}</blockquote>
      <div className="testimonial__actions">
        {ANSWERS.map((a) => (
          <button
            key={a.label}
            type="button"
            className={a.className}
            disabled={busy}
            onClick={() => void answer(a)}
          >
            {a.label}
          </button>
        ))}
      </div>
    </div>
  )
}
