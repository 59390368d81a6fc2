import { dateTimeFormat, timeZones } from "@/lib/intl"
import type { Slot } from "./types"

/** One day of free times on the visitor's calendar. */
export interface SlotDay {
  /** The day as the visitor reads it: "Monday, March 22". */
  label: string
  slots: { slot: Slot; time: string }[]
}

const DAY: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric" }
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" }

/** slotTime is a start as a button reads it in tz: "9:00 AM". */
export function slotTime(start: string, tz: string): string {
  return dateTimeFormat("booking-time", { ...TIME, timeZone: tz }).format(new Date(start))
}

/** slotDay is the day of a start in tz: "Monday, March 22". */
export function slotDay(start: string, tz: string): string {
  return dateTimeFormat("booking-day", { ...DAY, timeZone: tz }).format(new Date(start))
}

/** slotDays groups sorted free times by their day in tz, each with its time on the visitor's clock. */
export function slotDays(slots: Slot[], tz: string): SlotDay[] {
  const days: SlotDay[] = []
  for (const slot of slots) {
    const label = slotDay(slot.start, tz)
    let day = days[days.length - 1]
    if (!day || day.label !== label) {
      day = { label, slots: [] }
      days.push(day)
    }
    day.slots.push({ slot, time: slotTime(slot.start, tz) })
  }
  return days
}

/** today is the visitor's date in tz as YYYY-MM-DD (the first day the slots are asked for). */
export function today(tz: string, now = new Date()): string {
  const parts = dateTimeFormat("booking-iso", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: tz,
  }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ""
  return `${part("year")}-${part("month")}-${part("day")}`
}

/** zoneChoices is every zone the browser knows, the visitor's own first when it is missing from the list. */
export function zoneChoices(own: string): string[] {
  const zones = timeZones()
  return zones.includes(own) ? zones : [own, ...zones]
}
