import { useState } from "react"
import { LabelledText } from "@/components/labelled-text"
import { LIMITS } from "@/lib/limits"
import type { Testimonial } from "../types"

/** A studio's correction, as the routes take it. */
export type Correction = { kind: "ask"; note: string } | { kind: "propose"; words: string }

const { testimonialNote: NOTE, testimonial: WORDS } = LIMITS

const FORMS = {
  ask: {
    open: "Hide and ask the client",
    label: `Your note to the client (${NOTE.min} to ${NOTE.max} characters)`,
    send: "Hide and ask",
    limit: NOTE,
  },
  propose: {
    open: "Propose corrected words",
    label: `The corrected words (${WORDS.min} to ${WORDS.max} characters)`,
    send: "Send the proposal",
    limit: WORDS,
  },
} as const

/**
 * TestimonialCorrection: the studio hides a testimonial and asks its client to revise it, or proposes corrected words
 * the client accepts or declines; the shown words never change without the client.
 */
export function TestimonialCorrection({
  row,
  correct,
}: {
  row: Testimonial
  correct: (correction: Correction) => Promise<boolean>
}) {
  const [open, setOpen] = useState<Correction["kind"] | null>(null)
  const [text, setText] = useState("")
  const [busy, setBusy] = useState(false)
  const start = (kind: Correction["kind"]) => {
    setOpen(kind)
    setText(kind === "propose" ? row.proposal || row.words : "")
  }
  if (!open)
    return (
      <div className="testimonial__actions">
        {(["ask", "propose"] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className="button button--small button--secondary"
            onClick={() => start(kind)}
          >
            {FORMS[kind].open}
          </button>
        ))}
      </div>
    )
  const form = FORMS[open]
  const send = async () => {
    setBusy(true)
    const done = await correct(
      open === "ask" ? { kind: "ask", note: text } : { kind: "propose", words: text },
    )
    setBusy(false)
    if (done) setOpen(null)
  }
  return (
    <form
      className="testimonials-admin__correction"
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
    >
      <LabelledText
        label={form.label}
        rows={open === "ask" ? 3 : 4}
        limit={form.limit}
        value={text}
        onText={setText}
      />
      <div className="testimonial__actions">
        <button type="submit" className="button button--small" disabled={busy}>
          {form.send}
        </button>
        <button type="button" className="button button--small button--ghost" onClick={() => setOpen(null)}>
          Cancel
        </button>
      </div>
    </form>
  )
}
