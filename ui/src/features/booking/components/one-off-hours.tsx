import type { BookingSettings } from "../admin-api"
import { HoursInputs } from "./hours-inputs"

type Change = BookingSettings["changes"][number]

interface OneOffHoursProps {
  changes: Change[]
  zone: string
  onChange: (changes: Change[]) => void
}

/**
 * OneOffHours edits the dates whose hours differ from the week's (a late start, a short Friday, a Saturday open):
 * each date's own hours replace the week's on that date, in the studio's zone (internal/booking's windowsOn).
 */
export function OneOffHours({ changes, zone, onChange }: OneOffHoursProps) {
  const set = (i: number, change: Partial<Change>) =>
    onChange(changes.map((c, j) => (j === i ? { ...c, ...change } : c)))
  return (
    <fieldset className="booking-settings__week">
      <legend>One-off hours ({zone})</legend>
      <p className="booking-settings__hint">
        Hours for one date, in place of the week&apos;s. A date you do not work at all goes in the days off.
      </p>
      {changes.map((c, i) => (
        <div key={i} className="booking-settings__day booking-settings__change">
          <input
            className="input"
            type="date"
            aria-label={`One-off date ${i + 1}`}
            value={c.date}
            onChange={(e) => set(i, { date: e.target.value })}
          />
          <HoursInputs label={`One-off date ${i + 1}`} hours={c} onChange={(hours) => set(i, hours)} />
          <button
            className="button button--small button--secondary"
            type="button"
            onClick={() => onChange(changes.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      <button
        className="button button--small button--secondary booking-settings__add"
        type="button"
        onClick={() => onChange([...changes, { date: "", from: "09:00", to: "17:00" }])}
      >
        Add a date with other hours
      </button>
    </fieldset>
  )
}
