import { useMemo } from "react"
import { zoneChoices } from "../booking-days"

/** ZoneSelect lets the visitor change the time zone the times are shown in (their own is detected). */
export function ZoneSelect({
  zone,
  own,
  onChange,
}: {
  zone: string
  own: string
  onChange: (zone: string) => void
}) {
  const zones = useMemo(() => zoneChoices(own), [own])
  return (
    <div className="booking__zone field">
      <label className="field__label" htmlFor="booking-zone">
        Time zone
      </label>
      <select id="booking-zone" className="input" value={zone} onChange={(e) => onChange(e.target.value)}>
        {zones.map((z) => (
          <option key={z} value={z}>
            {z.replaceAll("_", " ")}
          </option>
        ))}
      </select>
    </div>
  )
}
