import { useState } from "react"
import { LabelledText } from "@/components/labelled-text"
import type { Testimonial } from "../types"
import { type Correction, TestimonialCorrection } from "./testimonial-correction"

/** The studio's decisions on a testimonial. */
export type Decision = "publish" | "hide" | "rank"

/** TestimonialAdminItem: one testimonial on the studio's screen, with its decisions and corrections. */
export function TestimonialAdminItem({
  row,
  run,
  correct,
}: {
  row: Testimonial
  run: (kind: Decision, rank?: number) => void
  correct: (correction: Correction) => Promise<boolean>
}) {
  const [rank, setRank] = useState(String(row.rank))
  const consents = [row.show_words ? "words on the site" : "", row.show_store ? "store in the portfolio" : ""]
    .filter(Boolean)
    .join(", ")
  return (
    <li className="card">
      <p className="testimonials-admin__meta">
        <strong>{row.name}</strong> · {[row.position, row.brand].filter(Boolean).join(", ")} · rated{" "}
        {row.rating}/5
      </p>
      <blockquote className="testimonial__words">{row.words}</blockquote>
      <p className="testimonials-admin__meta">Agreed to show: {consents || "nothing"}</p>
      {row.ask_note ? (
        <div className="testimonial__request">
          <p>Hidden: you asked the client to revise these words. Your note:</p>
          <blockquote className="testimonial__words">{row.ask_note}</blockquote>
        </div>
      ) : null}
      {row.proposal ? (
        <div className="testimonial__request">
          <p>You proposed these words; the client has not answered yet:</p>
          <blockquote className="testimonial__words">{row.proposal}</blockquote>
        </div>
      ) : null}
      <div className="testimonial__actions">
        {row.state !== "published" && row.show_words ? (
          <button type="button" className="button button--small" onClick={() => run("publish")}>
            Publish
          </button>
        ) : null}
        {row.state !== "hidden" ? (
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={() => run("hide")}
          >
            Hide
          </button>
        ) : null}
        <LabelledText
          label="Position on the site"
          className="testimonials-admin__rank"
          inputMode="numeric"
          value={rank}
          onText={setRank}
        />
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => run("rank", Number(rank))}
        >
          Save position
        </button>
      </div>
      <TestimonialCorrection row={row} correct={correct} />
    </li>
  )
}
