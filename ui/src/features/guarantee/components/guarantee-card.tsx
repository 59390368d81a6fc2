import { useEffect, useState } from "react"
import { Link } from "react-router-dom"
import { handleApiError } from "@/lib/api-error"
import { spanWords } from "@/lib/format-span"
import { getGuaranteeBoard } from "../api"
import type { GuaranteeBoard } from "../types"
import { amountOf, makeGoodLine } from "../words"
import "./guarantee.css"

/**
 * GuaranteeCard: the dashboard's guarantee. The misses coming (the studio-side time each open launch has left, and
 * what a miss would give back) and every make-good, newest first. Nothing while the guarantee is off and has never
 * been kept.
 */
export function GuaranteeCard({ detailHref }: { detailHref: (id: string) => string }) {
  const [board, setBoard] = useState<GuaranteeBoard | null>(null)
  useEffect(() => {
    let live = true
    getGuaranteeBoard().then(
      (b) => live && setBoard(b),
      (err: unknown) => handleApiError(err, { toast: false }),
    )
    return () => {
      live = false
    }
  }, [])
  if (!board || (board.percent === 0 && board.upcoming.length === 0 && board.make_goods.length === 0))
    return null
  return (
    <section className="card guarantee" aria-labelledby="guarantee-heading">
      <h2 id="guarantee-heading">
        {board.percent > 0 ? `The guarantee: ${board.percent}% back` : "The guarantee (off for new orders)"}
      </h2>
      <h3>Misses coming</h3>
      {board.upcoming.length === 0 ? <p>No open launch is under the guarantee.</p> : null}
      <ul className="guarantee__list">
        {board.upcoming.map((u) => (
          <li key={u.order}>
            <Link to={detailHref(u.order)}>{u.title}</Link>
            <span className={u.remaining_ms < 0 ? "guarantee__late" : undefined}>
              {u.remaining_ms < 0 ? `${spanWords(u.remaining_ms)} over` : `${spanWords(u.remaining_ms)} left`}
              {u.running ? "" : " (paused)"} · {amountOf(u)} at stake
            </span>
          </li>
        ))}
      </ul>
      <h3>Make-goods ({board.made})</h3>
      {board.make_goods.length === 0 ? <p>None yet: every launch kept the promise.</p> : null}
      <ul className="guarantee__list">
        {board.make_goods.map((m) => (
          <li key={m.order}>
            <Link to={detailHref(m.order)}>{m.title}</Link>
            <span className={m.state === "owed" ? "make-good__owed" : undefined}>{makeGoodLine(m)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
