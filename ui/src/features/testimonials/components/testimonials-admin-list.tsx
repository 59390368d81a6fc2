import { useCallback, useEffect, useState } from "react"
import { Alert } from "@/components/alert"
import { EmptyState } from "@/components/empty-state"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { correctTestimonial, decideTestimonial, listTestimonials } from "../api"
import type { Testimonial } from "../types"
import { type Decision, TestimonialAdminItem } from "./testimonial-admin-item"
import type { Correction } from "./testimonial-correction"
import "./testimonials.css"

const GROUPS: { state: Testimonial["state"]; title: string }[] = [
  { state: "published", title: "Published" },
  { state: "waiting", title: "Waiting" },
  { state: "hidden", title: "Hidden" },
]

/** TestimonialsAdminList: the studio's testimonials, published, waiting and hidden, with publish, hide and order. */
export function TestimonialsAdminList() {
  const [rows, setRows] = useState<Testimonial[] | null>(null)
  const [error, setError] = useState("")
  const load = useCallback(
    () =>
      listTestimonials().then(setRows, (err: unknown) =>
        setError(
          handleApiError(err, { toast: false, fallback: "The testimonials could not be loaded." }) ?? "",
        ),
      ),
    [],
  )
  useEffect(() => void load(), [load])
  const run =
    (row: Testimonial) =>
    async (kind: Decision, rank = 0) => {
      try {
        await decideTestimonial(row, kind, rank)
        showOutcome(
          "success",
          kind === "rank" ? "Position saved." : `Testimonial ${kind === "publish" ? "published" : "hidden"}.`,
          "testimonials",
        )
        await load()
      } catch (err) {
        handleApiError(err)
        await load() // a refusal may mean the row changed (new words): show it as it is now
      }
    }
  const correct = (row: Testimonial) => async (correction: Correction) => {
    try {
      await correctTestimonial(row, correction)
      showOutcome(
        "success",
        correction.kind === "ask"
          ? "Hidden. The client is asked to revise the words."
          : "Proposal sent. The words change when the client accepts them.",
        "testimonials",
      )
      await load()
      return true
    } catch (err) {
      handleApiError(err)
      await load()
      return false
    }
  }
  if (error) return <Alert>{error}</Alert>
  if (!rows) return null
  const answered = rows.filter((r) => r.state !== "invited")
  if (answered.length === 0)
    return (
      <EmptyState title="No testimonials yet">
        Clients are asked for one when a reviewed order launches.
      </EmptyState>
    )
  return (
    <>
      {GROUPS.map(({ state, title }) => {
        const shown = answered.filter((r) => r.state === state)
        return (
          <section key={state} aria-labelledby={`testimonials-${state}`}>
            <h2 id={`testimonials-${state}`}>
              {title} ({shown.length})
            </h2>
            <ul className="testimonials-admin">
              {shown.map((row) => (
                <TestimonialAdminItem
                  key={row.id}
                  row={row}
                  run={(kind, rank) => void run(row)(kind, rank)}
                  correct={correct(row)}
                />
              ))}
            </ul>
          </section>
        )
      })}
    </>
  )
}
