import { expect } from "vitest"
import type { PermCase } from "./perm-case"
import { type Actor, type ApiRequest, idsWhere, records, type World } from "./perm-world"

// The studio's queue (`waiting`, side "studio") and the client's told turns (side "client"): a superusers-only
// collection, read by admins through GET /api/launchdesk/admin/queue only. No client reads a row of it by any
// path: REST, batch, expand, back-relation filters (the route and realtime: tests/integration/studio-queue*.test.ts).

const QUEUE = "/api/launchdesk/admin/queue"

const queueRead = (actor: Actor, status: number): PermCase => ({
  actor,
  collection: "waiting",
  action: "list",
  does: "reads the studio's queue through its route",
  request: () => ({ method: "GET", path: QUEUE }),
  status,
  then: async (res, w) => {
    if (status !== 200) return expect(JSON.stringify(res.body)).not.toContain('"items"')
    // every order pending approval waits on the studio, and nothing else is a new order
    const orders = (res.body.items as { kind: string; orderId: string }[])
      .filter((i) => i.kind === "new_order")
      .map((i) => i.orderId)
    expect(orders.sort()).toEqual(await idsWhere(w, "orders", 'status = "pending_approval"'))
    expect(orders).toContain(w.orders.a1)
    expect(res.body.total).toBe((await idsWhere(w, "waiting", 'side = "studio" && count > 0')).length)
  },
})

const restList = (actor: Actor): PermCase => ({
  actor,
  collection: "waiting",
  action: "list",
  does: "lists the waiting rows through the record API",
  request: () => ({ method: "GET", path: records("waiting") }),
  status: 403,
})

const done = (actor: Actor, status: number, at = "2030-01-01 00:00:00.000Z"): PermCase => ({
  actor,
  collection: "waiting",
  action: "delete",
  does: `marks an item of the studio's queue done${actor === "admin" ? " as it no longer is" : ""}`,
  request: (w) => ({ method: "POST", path: `${QUEUE}/${w.threads.waiting}/done`, body: { at } }),
  status,
  unchanged: (w) => [["waiting", w.threads.waiting]],
})

const batchCreate = (w: World): ApiRequest => ({
  method: "POST",
  path: "/api/batch",
  body: {
    requests: [
      {
        method: "POST",
        url: records("waiting"),
        body: { order: w.orders.a1, side: "client", kind: "preview", count: 1, at: "2030-01-01" },
      },
    ],
  },
})

export const waitingCases: PermCase[] = [
  queueRead("anonymous", 401),
  queueRead("clientA", 403),
  queueRead("clientB", 403),
  queueRead("admin", 200),
  restList("anonymous"),
  restList("clientA"),
  restList("admin"),
  {
    actor: "clientA",
    collection: "waiting",
    action: "view",
    does: "views the studio's row about its own order",
    request: (w) => ({ method: "GET", path: records("waiting", w.orders.a1) }),
    status: 403,
  },
  ...(["clientA", "admin"] as const).flatMap((actor): PermCase[] => [
    {
      actor,
      collection: "waiting",
      action: "create",
      does: "puts an order in the studio's queue",
      request: (w) => ({
        method: "POST",
        path: records("waiting"),
        body: { order: w.orders.a1, side: "studio", kind: "preview_answered", count: 9, at: "2030-01-01" },
      }),
      status: 403,
      absent: () => ({ collection: "waiting", filter: "kind = {:k}", params: { k: "preview_answered" } }),
    },
    {
      actor,
      collection: "waiting",
      action: "update",
      does: "changes a row of the queue",
      request: (w) => ({
        method: "PATCH",
        path: records("waiting", w.threads.waiting),
        body: { count: 99, order: w.orders.b1 },
      }),
      status: 403,
      unchanged: (w) => [["waiting", w.threads.waiting]],
    },
    {
      actor,
      collection: "waiting",
      action: "delete",
      does: "deletes a row of the queue",
      request: (w) => ({ method: "DELETE", path: records("waiting", w.threads.waiting) }),
      status: 403,
      unchanged: (w) => [["waiting", w.threads.waiting]],
    },
  ]),
  {
    actor: "clientA",
    collection: "waiting",
    action: "batch",
    does: "creates a told turn in a batch (so it is never told)",
    request: batchCreate,
    status: 400,
    absent: () => ({ collection: "waiting", filter: "kind = {:k}", params: { k: "preview" } }),
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "view",
    does: "expands the studio's rows of its own order",
    request: (w) => ({
      method: "GET",
      path: records("orders", w.orders.a1, { expand: "waiting_via_order" }),
    }),
    status: 200,
    then: (res) => expect(res.body.expand?.waiting_via_order).toBeUndefined(),
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "list",
    does: "filters its orders on whether they wait on the studio",
    request: () => ({
      method: "GET",
      path: records("orders", undefined, { filter: 'waiting_via_order.kind ?= "new_order"' }),
    }),
    status: 400,
  },
  done("anonymous", 401),
  done("clientA", 403),
  done("clientB", 403),
  done("admin", 409), // the item changed since the screen showed it (its at differs): it stays
]
