import { useCallback, useEffect, useState } from "react"
import { Alert } from "@/components/alert"
import { EmptyState } from "@/components/empty-state"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { decideTestimonial, listTestimonials } from "../api"
import type { Testimonial } from "../types"
import "./testimonials.css"

const GROUPS: { state: Testimonial["state"]; title: string }[] = [
  { state: "published", title: "Published" },
  { state: "waiting", title: "Waiting" },
  { state: "hidden", title: "Hidden" },
]

function Item({
  row,
  run,
}: {
  row: Testimonial
  run: (kind: "publish" | "hide" | "rank", rank?: number) => void
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
        <label className="field__label" htmlFor={`rank-${row.id}`}>
          Position on the site
        </label>
        <input
          id={`rank-${row.id}`}
          className="input testimonials-admin__rank"
          inputMode="numeric"
          value={rank}
          onChange={(e) => setRank(e.target.value)}
        />
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => run("rank", Number(rank))}
        >
          Save position
        </button>
      </div>
    </li>
  )
}

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
    async (kind: "publish" | "hide" | "rank", rank = 0) => {
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
                <Item key={row.id} row={row} run={(kind, rank) => void run(row)(kind, rank)} />
              ))}
            </ul>
          </section>
        )
      })}
    </>
  )
}
