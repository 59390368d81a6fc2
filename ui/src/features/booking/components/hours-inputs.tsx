/** One window of a day's hours, "HH:MM" in the studio's zone. */
export interface HoursWindow {
  from: string
  to: string
}

/** HoursInputs edits one window of hours: two time inputs labelled "{label} from" and "{label} to". */
export function HoursInputs({
  label,
  hours,
  onChange,
}: {
  label: string
  hours: HoursWindow
  onChange: (hours: HoursWindow) => void
}) {
  return (
    <>
      {(["from", "to"] as const).map((end) => (
        <input
          key={end}
          className="input"
          type="time"
          aria-label={`${label} ${end}`}
          value={hours[end]}
          onChange={(e) => onChange({ ...hours, [end]: e.target.value })}
        />
      ))}
    </>
  )
}
