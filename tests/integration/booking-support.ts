import type PocketBase from "pocketbase"
import type { TestServer } from "../support/server"

/** A free time as GET /api/launchdesk/booking/slots answers it (RFC 3339, UTC). */
export interface Slot {
  start: string
  end: string
}

/** The body of POST /api/launchdesk/booking. */
export interface BookingBody {
  kind: string
  start: string
  name: string
  email: string
  brand: string
  note?: string
  tz?: string
  order?: string
}

/** slots reads the free times of kind for days from (YYYY-MM-DD) in tz, as a visitor or with token's session. */
export async function slots(
  server: TestServer,
  query: { kind?: string; from?: string; days?: number; tz?: string },
  token = "",
): Promise<{ status: number; slots: Slot[]; body: Record<string, unknown> }> {
  const q = new URLSearchParams({ kind: query.kind ?? "intro" })
  if (query.from) q.set("from", query.from)
  if (query.days) q.set("days", String(query.days))
  if (query.tz) q.set("tz", query.tz)
  const res = await fetch(`${server.url}/api/launchdesk/booking/slots?${q}`, {
    headers: token ? { authorization: token } : {},
  })
  const body = (await res.json()) as Record<string, unknown>
  return { status: res.status, slots: (body.slots as Slot[] | undefined) ?? [], body }
}

/** book posts a booking as a visitor (or with token's session) and answers the status and the JSON body. */
export async function book(
  server: TestServer,
  body: BookingBody,
  token = "",
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${server.url}/api/launchdesk/booking`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** visitor is a booking body for start with the fields a visitor fills in. */
export const visitor = (start: string, extra: Partial<BookingBody> = {}): BookingBody => ({
  kind: "intro",
  start,
  name: "Mia Visitor",
  email: "mia@brand.test",
  brand: "Mia Knits",
  note: "",
  tz: "Asia/Tokyo",
  ...extra,
})

/**
 * setClock moves the server's booking clock (BOOKING_TEST_CLOCK=on) as the superuser su, and answers how many calls
 * were reminded then (the server runs the reminders due at once).
 */
export async function setClock(su: PocketBase, now: string): Promise<number> {
  const answer = await su.send<{ reminded: number }>("/api/launchdesk/booking/test-clock", {
    method: "POST",
    body: { now },
  })
  return answer.reminded
}
