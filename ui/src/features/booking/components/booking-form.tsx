import { type FormEvent, useEffect, useRef, useState } from "react"
import { FormField } from "@/components/form-field"
import { handleApiError, type FieldErrors } from "@/lib/api-error"
import { isClientError } from "@/lib/client-error"
import { bookCall } from "../api"
import type { Booked, BookingFields, CallKind, Slot } from "../types"

interface BookingFormProps {
  kind: CallKind
  slot: Slot
  zone: string
  /** The chosen time as the visitor reads it ("Monday, March 22 at 9:00 AM"). */
  when: string
  initial?: Partial<BookingFields>
  /** The order a consultation is booked from ("" for none). */
  order?: string
  onBooked: (booked: Booked, fields: BookingFields) => void
  /** The time was just taken: the sentence and the next free times. */
  onTaken: (message: string, next: Slot[]) => void
}

const FIELDS: { key: keyof BookingFields; label: string; type: string; optional?: boolean }[] = [
  { key: "name", label: "Name", type: "text" },
  { key: "email", label: "E-mail", type: "email" },
  { key: "brand", label: "Brand", type: "text" },
]

/** BookingForm asks who is booking the chosen time and confirms it. */
export function BookingForm({ kind, slot, zone, when, initial, order, onBooked, onTaken }: BookingFormProps) {
  const [fields, setFields] = useState<BookingFields>({
    name: "",
    email: "",
    brand: "",
    note: "",
    ...initial,
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [message, setMessage] = useState("")
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    form.current?.scrollIntoView({ block: "start", behavior: "smooth" }) // (it answers a promise in Chromium: no cleanup)
  }, [])
  const set = (key: keyof BookingFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    setMessage("")
    try {
      onBooked(await bookCall(kind, slot.start, zone, fields, order), fields)
    } catch (err) {
      if (isClientError(err) && err.status === 409) {
        const body = err.response as { message?: string; slots?: Slot[] }
        onTaken(body.message ?? "", body.slots ?? [])
        return
      }
      setMessage(handleApiError(err, { toast: false, onFieldErrors: setErrors }) ?? "")
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={form} className="booking__form" onSubmit={(e) => void submit(e)} noValidate>
      <h2 className="booking__heading">Your details</h2>
      <p className="booking__when">{when}</p>
      {FIELDS.map((f) => (
        <FormField key={f.key} id={`booking-${f.key}`} label={f.label} error={errors[f.key]}>
          {(control) => (
            <input
              {...control}
              className="input"
              type={f.type}
              value={fields[f.key]}
              autoComplete={f.key === "brand" ? "organization" : f.key}
              onChange={(e) => set(f.key)(e.target.value)}
            />
          )}
        </FormField>
      ))}
      <FormField id="booking-note" label="Note" optional error={errors.note}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={3}
            value={fields.note}
            onChange={(e) => set("note")(e.target.value)}
          />
        )}
      </FormField>
      {message ? (
        <p className="booking__refusal" role="alert">
          {message}
        </p>
      ) : null}
      <button className="button button--accent" type="submit" disabled={busy}>
        {busy ? "Booking..." : "Confirm booking"}
      </button>
    </form>
  )
}
