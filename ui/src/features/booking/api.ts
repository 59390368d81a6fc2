import { loadClient } from "@/lib/load-client"
import type { Booked, BookingFields, CallKind, Slot } from "./types"

/** getSlots reads the free times of kind for days from `from` (YYYY-MM-DD in tz), shown in tz. */
export async function getSlots(kind: CallKind, from: string, days: number, tz: string): Promise<Slot[]> {
  const pb = await loadClient()
  const query = { kind, from, days: String(days), tz }
  const answer = await pb.send<{ slots: Slot[] }>("/api/launchdesk/booking/slots", {
    query,
    requestKey: `booking-slots-${tz}`,
  })
  return answer.slots
}

/** bookCall books start for the visitor; refused with 409 (and the next free times) when it was just taken. */
export async function bookCall(
  kind: CallKind,
  start: string,
  tz: string,
  fields: BookingFields,
): Promise<Booked> {
  const pb = await loadClient()
  return pb.send<Booked>("/api/launchdesk/booking", {
    method: "POST",
    body: { kind, start, tz, ...fields },
    requestKey: null,
  })
}
