import { useEffect, useState } from "react"
import { listTestimonials } from "../api"
import type { Testimonial } from "../types"
import { WithdrawButtons } from "./withdraw-buttons"
import "./testimonials.css"

/** MyTestimonials: on the client's account page, its testimonials with a way to withdraw each consent. */
export function MyTestimonials() {
  const [rows, setRows] = useState<Testimonial[]>([])
  useEffect(() => {
    let live = true
    listTestimonials().then(
      (r) => live && setRows(r.filter((t) => t.state !== "invited")),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  if (rows.length === 0) return null
  const replace = (next: Testimonial) => setRows((all) => all.map((r) => (r.id === next.id ? next : r)))
  return (
    <section className="card testimonial" aria-labelledby="my-testimonials-heading">
      <h2 id="my-testimonials-heading">Your testimonials</h2>
      {rows.map((row) => (
        <div key={row.id}>
          <blockquote className="testimonial__words">{row.words}</blockquote>
          <WithdrawButtons row={row} onChange={replace} />
        </div>
      ))}
    </section>
  )
}
