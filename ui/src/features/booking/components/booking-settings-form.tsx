import { type FormEvent, useEffect, useState } from "react"
import { FormField } from "@/components/form-field"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { formatDateTime } from "@/lib/format-date"
import {
  type BookingSettings,
  getBookingSettings,
  saveBookingSettings,
  type SettingsAnswer,
} from "../admin-api"
import { HoursInputs } from "./hours-inputs"
import { OneOffHours } from "./one-off-hours"
import "./booking.css"

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
const NUMBERS: { key: "bufferMinutes" | "noticeMinutes" | "horizonDays" | "dailyMax"; label: string }[] = [
  { key: "bufferMinutes", label: "Buffer around calls (minutes)" },
  { key: "noticeMinutes", label: "Minimum notice (minutes)" },
  { key: "horizonDays", label: "Bookable up to (days ahead)" },
  { key: "dailyMax", label: "Most calls a day (0: no limit)" },
]

/** BookingSettingsForm edits the studio's availability, meeting place, busy calendar and private feed. */
export function BookingSettingsForm() {
  const [answer, setAnswer] = useState<SettingsAnswer | null>(null)
  const [draft, setDraft] = useState<BookingSettings | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    getBookingSettings()
      .then((a) => {
        setAnswer(a)
        setDraft(a.settings)
      })
      .catch((err: unknown) => handleApiError(err))
  }, [])

  if (!answer || !draft) return <p>Loading the booking settings…</p>
  const set = (change: Partial<BookingSettings>) => setDraft({ ...draft, ...change })
  const dayHours = (day: number) => draft.hours.find((h) => h.day === day)
  const setDay = (day: number, hours: { from: string; to: string } | null) =>
    set({
      hours: [...draft.hours.filter((h) => h.day !== day), ...(hours ? [{ day, ...hours }] : [])].sort(
        (a, b) => a.day - b.day,
      ),
    })

  async function save(event: FormEvent | null, newFeedToken = false) {
    event?.preventDefault()
    if (!draft) return
    setBusy(true)
    try {
      // a one-off row whose date is not chosen yet is not a change
      const settings = { ...draft, changes: draft.changes.filter((c) => c.date) }
      const saved = await saveBookingSettings(settings, newFeedToken)
      setAnswer(saved)
      setDraft(saved.settings)
      showOutcome("success", newFeedToken ? "The feed has a new address." : "Booking settings saved.")
    } catch (err) {
      handleApiError(err)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="booking-settings card" onSubmit={(e) => void save(e)}>
      <fieldset className="booking-settings__week">
        <legend>Weekly hours ({answer.zone})</legend>
        {DAYS.map((name, day) => {
          const hours = dayHours(day)
          return (
            <div key={name} className="booking-settings__day">
              <label>
                <input
                  type="checkbox"
                  checked={!!hours}
                  onChange={(e) => setDay(day, e.target.checked ? { from: "09:00", to: "17:00" } : null)}
                />{" "}
                {name}
              </label>
              {hours ? <HoursInputs label={name} hours={hours} onChange={(h) => setDay(day, h)} /> : null}
            </div>
          )
        })}
      </fieldset>
      <FormField id="booking-days-off" label="Days off (one date a line, YYYY-MM-DD)" optional>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={3}
            value={draft.daysOff.join("\n")}
            onChange={(e) => set({ daysOff: e.target.value.split(/\s+/).filter(Boolean) })}
          />
        )}
      </FormField>
      <OneOffHours changes={draft.changes} zone={answer.zone} onChange={(changes) => set({ changes })} />
      {NUMBERS.map((n) => (
        <FormField key={n.key} id={`booking-${n.key}`} label={n.label}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="number"
              min={0}
              value={draft[n.key]}
              onChange={(e) => set({ [n.key]: Number(e.target.value) })}
            />
          )}
        </FormField>
      ))}
      <FormField id="booking-place" label="Meeting place (video-call link or phone number)" optional>
        {(control) => (
          <input
            {...control}
            className="input"
            value={draft.place}
            onChange={(e) => set({ place: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        id="booking-busy-url"
        label="Busy calendar (iCal address)"
        optional
        hint={
          answer.busy.error
            ? `Could not be read: ${answer.busy.error} The last good copy is used.`
            : answer.busy.okAt
              ? `Read ${formatDateTime(answer.busy.okAt)}; read again every 10 minutes.`
              : "Its busy times are never offered. Read within a minute of saving, then every 10 minutes."
        }
      >
        {(control) => (
          <input
            {...control}
            className="input"
            type="url"
            value={draft.busyUrl}
            onChange={(e) => set({ busyUrl: e.target.value })}
          />
        )}
      </FormField>
      <p className="booking-settings__feed">
        Your calls as a calendar feed (keep it private):{" "}
        <a href={answer.feedPath}>{window.location.origin + answer.feedPath}</a>{" "}
        <button
          className="button button--small button--secondary"
          type="button"
          disabled={busy}
          onClick={() => void save(null, true)}
        >
          New feed address
        </button>
      </p>
      <button className="button button--accent" type="submit" disabled={busy}>
        Save booking settings
      </button>
    </form>
  )
}
