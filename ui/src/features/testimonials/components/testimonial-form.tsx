import { useId, useState } from "react"
import { LabelledText } from "@/components/labelled-text"
import { LIMITS } from "@/lib/limits"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { answerTestimonial } from "../api"
import type { Testimonial } from "../types"

/** TestimonialForm: the client rates the work 1-5, writes a few sentences and gives each consent (or not). */
export function TestimonialForm({ row, onDone }: { row: Testimonial; onDone: (row: Testimonial) => void }) {
  const id = useId()
  const [rating, setRating] = useState(row.rating || 0)
  const [words, setWords] = useState(row.words)
  const [position, setPosition] = useState(row.position)
  const [showWords, setShowWords] = useState(row.show_words)
  const [showStore, setShowStore] = useState(row.show_store)
  const [busy, setBusy] = useState(false)
  const send = async () => {
    setBusy(true)
    try {
      const answer = { rating, words, position, show_words: showWords, show_store: showStore }
      onDone(await answerTestimonial(row.order, answer))
      showOutcome("success", "Thank you for your words.", "testimonial")
    } catch (err) {
      handleApiError(err)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="testimonial__form"
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
    >
      <fieldset className="testimonial__rating">
        <legend className="field__label">Your rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="testimonial__star">
            <input
              type="radio"
              name={`${id}-rating`}
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
            />
            <span>{n}</span>
          </label>
        ))}
      </fieldset>
      <LabelledText
        label="A few sentences about your launch"
        rows={4}
        limit={LIMITS.testimonial}
        value={words}
        onText={setWords}
      />
      <LabelledText
        label="Your position (optional)"
        limit={LIMITS.testimonialPosition}
        placeholder="Founder"
        value={position}
        onText={setPosition}
      />
      <label className="testimonial__consent">
        <input type="checkbox" checked={showWords} onChange={(e) => setShowWords(e.target.checked)} />
        <span>Show my words on the studio&apos;s site</span>
      </label>
      <label className="testimonial__consent">
        <input type="checkbox" checked={showStore} onChange={(e) => setShowStore(e.target.checked)} />
        <span>Show my store in the portfolio</span>
      </label>
      <button type="submit" className="button button--small" disabled={busy || rating === 0}>
        Send my testimonial
      </button>
    </form>
  )
}
