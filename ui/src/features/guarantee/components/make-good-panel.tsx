import { useEffect, useState } from "react"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { spanWords } from "@/lib/format-span"
import { getMakeGood, markPaidBack } from "../api"
import type { MakeGood } from "../types"
import { amountOf, makeGoodLine } from "../words"
import "./guarantee.css"

/** MakeGoodPanel shows the studio an order's make-good: refunded, or owed by transfer until marked paid back. */
export function MakeGoodPanel({ orderId }: { orderId: string }) {
  const [makeGood, setMakeGood] = useState<MakeGood | null>(null)
  const [busy, setBusy] = useState(false)
  const [revision, setRevision] = useState(0)
  useEffect(() => {
    let live = true
    getMakeGood(orderId).then(
      (m) => live && setMakeGood(m),
      (err: unknown) => handleApiError(err, { toast: false }),
    )
    return () => {
      live = false
    }
  }, [orderId, revision])
  if (!makeGood) return null
  const paidBack = async () => {
    setBusy(true)
    try {
      await markPaidBack(orderId)
      showOutcome("success", `Marked ${amountOf(makeGood)} paid back.`, `make-good-${orderId}`)
      setRevision((r) => r + 1)
    } catch (err) {
      handleApiError(err, { fallback: "It could not be marked paid back." })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="card make-good" aria-labelledby="make-good-title">
      <h2 id="make-good-title">Our guarantee</h2>
      <p className={makeGood.state === "owed" ? "make-good__owed" : undefined}>{makeGoodLine(makeGood)}</p>
      <p className="make-good__why">
        {spanWords(makeGood.used_ms)} on the studio's side: {makeGood.percent}% of the price goes back.
      </p>
      {makeGood.note ? <p className="make-good__note">{makeGood.note}</p> : null}
      {makeGood.state === "owed" ? (
        <button
          type="button"
          className="button button--small button--secondary"
          disabled={busy}
          onClick={() => void paidBack()}
        >
          {busy ? "Saving..." : "Mark paid back"}
        </button>
      ) : null}
    </section>
  )
}
