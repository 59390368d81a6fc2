import { useState } from "react"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { answerProposal } from "../api"
import type { Testimonial } from "../types"

/** ProposalAnswer: the studio's proposed words under the client's, which the client accepts or declines. */
export function ProposalAnswer({
  row,
  onChange,
}: {
  row: Testimonial
  onChange: (row: Testimonial) => void
}) {
  const [busy, setBusy] = useState(false)
  const answer = async (accept: boolean) => {
    setBusy(true)
    try {
      onChange(await answerProposal(row, accept))
      showOutcome(
        "success",
        accept ? "Your testimonial now reads as corrected." : "Your words stay as you wrote them.",
        "testimonial",
      )
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
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => void answer(true)}
        >
          Accept the correction
        </button>
        <button
          type="button"
          className="button button--small button--secondary"
          disabled={busy}
          onClick={() => void answer(false)}
        >
          Keep my words
        </button>
      </div>
    </div>
  )
}
