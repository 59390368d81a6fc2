import { useState } from "react"
import { slotDays } from "../booking-days"
import type { Slot } from "../types"

interface SlotPickerProps {
  slots: Slot[]
  zone: string
  chosen: Slot | null
  onChoose: (slot: Slot) => void
}

/** How many days show before "Show more days" (a phone's screen is short). */
const FIRST_DAYS = 3

/** SlotPicker lists the free times day by day, each a button on the visitor's clock. */
export function SlotPicker({ slots, zone, chosen, onChoose }: SlotPickerProps) {
  const [all, setAll] = useState(false)
  const every = slotDays(slots, zone)
  const days = all ? every : every.slice(0, FIRST_DAYS)
  if (days.length === 0) {
    return <p className="booking__empty">No free times in the coming days. Please look again later.</p>
  }
  return (
    <div className="booking__days">
      {days.map((day) => (
        <section key={day.label} className="booking__day" aria-label={day.label}>
          <h3 className="booking__day-label">{day.label}</h3>
          <div className="booking__times">
            {day.slots.map(({ slot, time }) => (
              <button
                key={slot.start}
                type="button"
                className="booking__time"
                aria-pressed={chosen?.start === slot.start}
                onClick={() => onChoose(slot)}
              >
                {time}
              </button>
            ))}
          </div>
        </section>
      ))}
      {days.length < every.length ? (
        <button className="button button--secondary" type="button" onClick={() => setAll(true)}>
          Show more days
        </button>
      ) : null}
    </div>
  )
}
