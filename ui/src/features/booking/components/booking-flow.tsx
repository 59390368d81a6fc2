import { useEffect, useState } from "react"
import { Spinner } from "@/components/spinner"
import { handleApiError } from "@/lib/api-error"
import { visitorTimeZone } from "@/lib/intl"
import { getSlots } from "../api"
import { slotDay, slotTime, today } from "../booking-days"
import type { Booked, BookingFields, CallKind, Slot } from "../types"
import { BookingForm } from "./booking-form"
import { SlotPicker } from "./slot-picker"
import { ZoneSelect } from "./zone-select"
import "./booking.css"

/** How many days of free times the page shows. */
const DAYS = 14

/** when is a start as the visitor reads it: "Monday, March 22 at 9:00 AM". */
const when = (start: string, zone: string) => `${slotDay(start, zone)} at ${slotTime(start, zone)}`

/**
 * BookingFlow books a call on the page: the free times of the coming days in the visitor's time zone (detected,
 * changeable), then their details, then the confirmation. A time taken meanwhile is said so, with the next free ones.
 */
export function BookingFlow({
  kind,
  initial,
  order,
}: {
  kind: CallKind
  /** What the form starts with (a signed-in client's name, e-mail and brand). */
  initial?: Partial<BookingFields>
  /** The order a consultation is booked from. */
  order?: string
}) {
  const own = visitorTimeZone() || "UTC"
  const [zone, setZone] = useState(own)
  // the free times and the zone they were read for: another zone's are not shown while its own load
  const [loaded, setLoaded] = useState<{ zone: string; slots: Slot[] } | null>(null)
  const slots = loaded?.zone === zone ? loaded.slots : null
  const [failed, setFailed] = useState("")
  const [notice, setNotice] = useState("")
  const [chosen, setChosen] = useState<Slot | null>(null)
  const [booked, setBooked] = useState<{ call: Booked; email: string } | null>(null)

  useEffect(() => {
    let live = true
    getSlots(kind, today(zone), DAYS, zone)
      .then((s) => live && setLoaded({ zone, slots: s }))
      .catch((err: unknown) => live && setFailed(handleApiError(err, { toast: false }) ?? ""))
    return () => {
      live = false
    }
  }, [kind, zone])

  if (booked) {
    return (
      <section className="booking__done" role="status">
        <h2 className="booking__heading">Your call is booked</h2>
        <p>
          {when(booked.call.start, zone)} ({zone.replaceAll("_", " ")}).
        </p>
        <p>
          We sent the details and a calendar invitation to {booked.email}, with a link to reschedule or
          cancel.
        </p>
      </section>
    )
  }

  const onTaken = (message: string, next: Slot[]) => {
    setNotice(message)
    setChosen(null)
    setLoaded({
      zone,
      slots: next.length > 0 ? next : (slots ?? []).filter((s) => s.start !== chosen?.start),
    })
  }
  const onBooked = (call: Booked, fields: BookingFields) => setBooked({ call, email: fields.email })

  return (
    <div className="booking">
      <ZoneSelect zone={zone} own={own} onChange={setZone} />
      {notice ? (
        <p className="booking__refusal" role="alert">
          {notice}
        </p>
      ) : null}
      {failed ? <p role="alert">{failed}</p> : null}
      {slots === null && !failed ? <Spinner /> : null}
      {slots ? (
        <SlotPicker
          slots={slots}
          zone={zone}
          chosen={chosen}
          onChoose={(s) => {
            setChosen(s)
            setNotice("")
          }}
        />
      ) : null}
      {chosen ? (
        <BookingForm
          key={chosen.start}
          kind={kind}
          slot={chosen}
          zone={zone}
          when={when(chosen.start, zone)}
          initial={initial}
          order={order}
          onBooked={onBooked}
          onTaken={onTaken}
        />
      ) : null}
    </div>
  )
}
