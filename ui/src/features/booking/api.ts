import { loadClient } from "@/lib/load-client"
import { touchBody } from "@/lib/touch"
import type { Booked, BookingFields, CallKind, ManagedCall, Slot } from "./types"

/**
 * getSlots reads the free times of kind for days from `from` (YYYY-MM-DD in tz), shown in tz; a manage link's token
 * lets its holder see a consultation's times without signing in.
 */
export async function getSlots(
  kind: CallKind,
  from: string,
  days: number,
  tz: string,
  token = "",
): Promise<Slot[]> {
  const pb = await loadClient()
  const query = { kind, from, days: String(days), tz, ...(token ? { token } : {}) }
  const answer = await pb.send<{ slots: Slot[] }>("/api/launchdesk/booking/slots", {
    query,
    requestKey: `booking-slots-${tz}`,
  })
  return answer.slots
}

/**
 * bookCall books start for the visitor; refused with 409 (and the next free times) when it was just taken. order links
 * a client's consultation to the order it was booked from (the server keeps it only when the order is theirs). Where the
 * visitor came from goes with it (lib/touch.ts).
 */
export async function bookCall(
  kind: CallKind,
  start: string,
  tz: string,
  fields: BookingFields,
  order = "",
): Promise<Booked> {
  const pb = await loadClient()
  return pb.send<Booked>("/api/launchdesk/booking", {
    method: "POST",
    body: { kind, start, tz, ...fields, ...(order ? { order } : {}), ...touchBody() },
    requestKey: null,
  })
}

const manageUrl = (token: string, action = "") =>
  `/api/launchdesk/booking/manage/${encodeURIComponent(token)}${action}`

/** getManaged reads the call of a manage link. */
export async function getManaged(token: string): Promise<ManagedCall> {
  const pb = await loadClient()
  return pb.send<ManagedCall>(manageUrl(token), { requestKey: null })
}

/** rescheduleCall moves the call of a manage link to start (409 with the next free times when it was just taken). */
export async function rescheduleCall(token: string, start: string): Promise<ManagedCall> {
  const pb = await loadClient()
  return pb.send<ManagedCall>(manageUrl(token, "/reschedule"), {
    method: "POST",
    body: { start },
    requestKey: null,
  })
}

/** cancelCall cancels the call of a manage link. */
export async function cancelCall(token: string): Promise<ManagedCall> {
  const pb = await loadClient()
  return pb.send<ManagedCall>(manageUrl(token, "/cancel"), { method: "POST", requestKey: null })
}
