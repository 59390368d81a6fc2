import { expect } from "vitest"
import { type Actor, type ApiRequest, type ApiResponse, call, idsWhere, type World } from "./perm-world"

/** A record that must read back identical (as the superuser sees it) after a refused write. */
export type RecordRef = readonly [collection: string, id: string]

/** A superuser filter that must match nothing after a refused create. */
export interface Absence {
  collection: string
  filter: string
  params: Record<string, string>
}

/** One row of the permission matrix: who does what, and exactly what must happen. */
export interface PermCase {
  actor: Actor
  collection:
    | "users"
    | "orders"
    | "notifications"
    | "messages"
    | "message_reads"
    | "launches"
    | "intake_items"
    | "order_events"
    | "mail_outbox"
    | "waiting"
    | "payments"
    | "extra_payments"
    | "checkout_sessions"
    | "capi_events"
  action: "list" | "view" | "create" | "update" | "delete" | "batch"
  /** What the actor tries, in words (the test name). */
  does: string
  request: (w: World) => ApiRequest
  status: number
  /** For lists: exactly the ids the actor must see (computed as the superuser). */
  sees?: (w: World) => Promise<string[]>
  /** For refused writes: records that must be unchanged afterwards. */
  unchanged?: (w: World) => RecordRef[]
  /** For refused creates: what must not exist afterwards. */
  absent?: (w: World, req: ApiRequest) => Absence
  /** Further assertions on the response or the stored data. */
  then?: (res: ApiResponse, w: World, req: ApiRequest) => Promise<void> | void
}

/** caseName is the test title of a row, e.g. "clientA · orders · update: sets status of its own order → 404". */
export function caseName(c: PermCase): string {
  return `${c.actor} · ${c.collection} · ${c.action}: ${c.does} → ${c.status}`
}

/** runCase sends the row's request and checks every expectation it states. */
export async function runCase(w: World, c: PermCase): Promise<void> {
  const req = c.request(w)
  const watched = c.unchanged?.(w) ?? []
  const read = () => Promise.all(watched.map(([col, id]) => w.su.collection(col).getOne(id)))
  const before = await read()

  const res = await call(w, c.actor, req)
  expect(res.status, `response: ${JSON.stringify(res.body)}`).toBe(c.status)

  if (c.sees) {
    const items: { id: string }[] = res.body.items
    expect(items.map((i) => i.id).sort()).toEqual(await c.sees(w))
  }
  expect(await read()).toEqual(before)
  if (c.absent) {
    const { collection, filter, params } = c.absent(w, req)
    expect(await idsWhere(w, collection, filter, params)).toEqual([])
  }
  await c.then?.(res, w, req)
}

/** bodyOf reads a field of a request's JSON body (for absent/then checks). */
export function bodyOf(req: ApiRequest, key: string): string {
  return String((req.body as Record<string, unknown>)[key])
}
