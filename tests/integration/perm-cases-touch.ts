import type { PermCase } from "./perm-case"
import { records, type World } from "./perm-world"

// Where a person came from is the server's to write (docs/funnel.md): nobody rewrites a user's touches or gpc, nor
// an order's touch, through the record API, and nobody but a superuser reads the queue of events for Meta.

const A = (w: World) => w.users.clientA.id
const forged = { source: "forged", campaign: "rewritten" }

/** ownFieldCase: clientA sends body as an update of its own account: refused, the account unchanged. */
const ownFieldCase = (does: string, body: Record<string, unknown>): PermCase => ({
  actor: "clientA",
  collection: "users",
  action: "update",
  does,
  request: (w) => ({ method: "PATCH", path: records("users", A(w)), body }),
  status: 404,
  unchanged: (w) => [["users", A(w)]],
})

/** queueCase: actor tries to read the Meta event queue: refused whoever it is, short of a superuser. */
const queueCase = (actor: PermCase["actor"], action: "list" | "view"): PermCase => ({
  actor,
  collection: "capi_events",
  action,
  does: action === "list" ? "lists the events queued for Meta" : "views an event queued for Meta",
  request: () => ({
    method: "GET",
    path: records("capi_events", action === "view" ? "abcdefghijklmno" : undefined),
  }),
  status: 403,
})

/** Rows for the touch fields of users and orders and for the capi_events queue. */
export const touchCases: PermCase[] = [
  ownFieldCase("rewrites its own first touch", { first_touch: forged }),
  ownFieldCase("rewrites its own last touch along with its name", { name: "Renamed", last_touch: forged }),
  ownFieldCase("turns its own gpc on", { gpc: true }),
  ownFieldCase("empties its own first touch", { first_touch: null }),
  {
    actor: "admin",
    collection: "orders",
    action: "update",
    does: "rewrites an order's touch",
    request: (w) => ({ method: "PATCH", path: records("orders", w.orders.a1), body: { touch: forged } }),
    status: 404,
    unchanged: (w) => [["orders", w.orders.a1]],
  },
  ...(["anonymous", "clientA", "admin"] as const).flatMap((who) => [
    queueCase(who, "list"),
    queueCase(who, "view"),
  ]),
]
