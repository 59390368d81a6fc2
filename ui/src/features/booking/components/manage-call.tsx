import { useEffect, useState } from "react"
import { Spinner } from "@/components/spinner"
import { handleApiError } from "@/lib/api-error"
import { isClientError } from "@/lib/client-error"
import { visitorTimeZone } from "@/lib/intl"
import { cancelCall, getManaged, getSlots, rescheduleCall } from "../api"
import { slotDay, slotTime, today } from "../booking-days"
import type { ManagedCall, Slot } from "../types"
import { SlotPicker } from "./slot-picker"
import "./booking.css"

const when = (start: string, zone: string) => `${slotDay(start, zone)} at ${slotTime(start, zone)}`

/** ManageCall shows the call of an e-mailed link and lets its holder reschedule or cancel it, without an account. */
export function ManageCall({ token }: { token: string }) {
  const zone = visitorTimeZone() || "UTC"
  const [call, setCall] = useState<ManagedCall | null>(null)
  const [message, setMessage] = useState("")
  const [mode, setMode] = useState<"view" | "reschedule" | "cancel">("view")
  const [slots, setSlots] = useState<Slot[] | null>(null)
  const [chosen, setChosen] = useState<Slot | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    getManaged(token)
      .then(setCall)
      .catch((err: unknown) => setMessage(handleApiError(err, { toast: false }) ?? ""))
  }, [token])

  async function act(run: () => Promise<ManagedCall>) {
    setBusy(true)
    setMessage("")
    try {
      setCall(await run())
      setMode("view")
      setChosen(null)
    } catch (err) {
      const body = isClientError(err) && err.status === 409 ? (err.response as { slots?: Slot[] }) : null
      if (body?.slots) setSlots(body.slots)
      setMessage(handleApiError(err, { toast: false }) ?? "")
    } finally {
      setBusy(false)
    }
  }

  function reschedule() {
    if (!call) return
    setMode("reschedule")
    getSlots(call.kind, today(zone), 14, zone, token)
      .then(setSlots)
      .catch((err: unknown) => setMessage(handleApiError(err, { toast: false }) ?? ""))
  }

  if (!call) return message ? <p role="alert">{message}</p> : <Spinner />
  const cancelled = call.status === "cancelled"
  return (
    <div className="booking">
      <p className="booking__when">
        Your {call.kindName} {cancelled ? "was on" : "is on"} {when(call.start, zone)} (
        {zone.replaceAll("_", " ")}).
      </p>
      {cancelled ? <p role="status">This call is cancelled.</p> : null}
      {message ? (
        <p className="booking__refusal" role="alert">
          {message}
        </p>
      ) : null}
      {!cancelled && mode === "view" ? (
        <div className="booking__actions">
          <button className="button button--accent" type="button" onClick={reschedule}>
            Reschedule
          </button>
          <button className="button button--secondary" type="button" onClick={() => setMode("cancel")}>
            Cancel
          </button>
        </div>
      ) : null}
      {!cancelled && mode === "cancel" ? (
        <div className="booking__actions">
          <button
            className="button button--accent"
            type="button"
            disabled={busy}
            onClick={() => void act(() => cancelCall(token))}
          >
            Yes, cancel the call
          </button>
          <button className="button button--secondary" type="button" onClick={() => setMode("view")}>
            Keep it
          </button>
        </div>
      ) : null}
      {!cancelled && mode === "reschedule" ? (
        <>
          {slots ? (
            <SlotPicker slots={slots} zone={zone} chosen={chosen} onChoose={setChosen} />
          ) : (
            <Spinner />
          )}
          {chosen ? (
            <button
              className="button button--accent"
              type="button"
              disabled={busy}
              onClick={() => void act(() => rescheduleCall(token, chosen.start))}
            >
              Move the call to {when(chosen.start, zone)}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
