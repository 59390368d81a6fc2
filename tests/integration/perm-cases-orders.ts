import { expect } from "vitest"
import type { PermCase } from "./perm-case"
import { idsWhere, records, type World } from "./perm-world"

const A = (w: World) => w.users.clientA.id
const B = (w: World) => w.users.clientB.id
const list = { perPage: "200" }
const ownOrders = (id: (w: World) => string) => (w: World) =>
  idsWhere(w, "orders", "client = {:id}", { id: id(w) })

/** Rows for the orders collection: who sees, changes and deletes which order. */
export const orderCases: PermCase[] = [
  {
    actor: "anonymous",
    collection: "orders",
    action: "list",
    does: "lists orders",
    request: () => ({ method: "GET", path: records("orders", undefined, list) }),
    status: 200,
    sees: async () => [],
  },
  {
    actor: "anonymous",
    collection: "orders",
    action: "view",
    does: "views client A's order",
    request: (w) => ({ method: "GET", path: records("orders", w.orders.a1) }),
    status: 404,
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "list",
    does: "lists orders and sees only its own",
    request: () => ({ method: "GET", path: records("orders", undefined, list) }),
    status: 200,
    sees: ownOrders(A),
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "list",
    does: "filters orders by client B",
    request: (w) => ({ method: "GET", path: records("orders", undefined, { filter: `client = "${B(w)}"` }) }),
    status: 200,
    sees: async () => [],
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "list",
    does: "lists with expand=client and gets only itself expanded",
    request: () => ({ method: "GET", path: records("orders", undefined, { ...list, expand: "client" }) }),
    status: 200,
    sees: ownOrders(A),
    then: (res, w) => {
      for (const o of res.body.items) expect(o.expand.client.id).toBe(A(w))
    },
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "list",
    does: "probes client B's order titles through @collection in a filter",
    request: (w) => ({
      method: "GET",
      path: records("orders", undefined, {
        filter: `@collection.orders.client = "${B(w)}" && @collection.orders.id = "${w.orders.b1}"`,
      }),
    }),
    status: 403,
    then: (res) => expect(res.body.message).toBe("Only superusers can filter by @collection."),
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "list",
    does: "probes other clients' orders through @collection in a sort",
    request: () => ({
      method: "GET",
      path: records("orders", undefined, { sort: "@collection.orders.title" }),
    }),
    status: 403,
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "view",
    does: "views client B's order",
    request: (w) => ({ method: "GET", path: records("orders", w.orders.b1) }),
    status: 404,
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "view",
    does: "views client B's order with expand=client",
    request: (w) => ({ method: "GET", path: records("orders", w.orders.b1, { expand: "client" }) }),
    status: 404,
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "view",
    does: "views its own order",
    request: (w) => ({ method: "GET", path: records("orders", w.orders.a1) }),
    status: 200,
    then: (res, w) => expect(res.body.client).toBe(A(w)),
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "update",
    does: "cancels its own order, with a reason (only the studio cancels: docs/decisions.md §27)",
    request: (w) => ({
      method: "PATCH",
      path: records("orders", w.orders.a1),
      body: { status: "cancelled", reason: "I changed my mind." },
    }),
    status: 404,
    unchanged: (w) => [["orders", w.orders.a1]],
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "update",
    does: "sets its own order to completed",
    request: (w) => ({
      method: "PATCH",
      path: records("orders", w.orders.a1),
      body: { status: "completed" },
    }),
    status: 404,
    unchanged: (w) => [["orders", w.orders.a1]],
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "update",
    does: "edits the title of its own order",
    request: (w) => ({ method: "PATCH", path: records("orders", w.orders.a1), body: { title: "Changed" } }),
    status: 404,
    unchanged: (w) => [["orders", w.orders.a1]],
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "update",
    does: "edits client B's order",
    request: (w) => ({ method: "PATCH", path: records("orders", w.orders.b1), body: { title: "Mine now" } }),
    status: 404,
    unchanged: (w) => [["orders", w.orders.b1]],
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "delete",
    does: "deletes its own order",
    request: (w) => ({ method: "DELETE", path: records("orders", w.orders.a1) }),
    status: 403,
    unchanged: (w) => [["orders", w.orders.a1]],
  },
  {
    actor: "clientB",
    collection: "orders",
    action: "view",
    does: "views client A's order",
    request: (w) => ({ method: "GET", path: records("orders", w.orders.a1) }),
    status: 404,
  },
  {
    actor: "admin",
    collection: "orders",
    action: "list",
    does: "lists every order with clients' e-mails expanded",
    request: () => ({ method: "GET", path: records("orders", undefined, { ...list, expand: "client" }) }),
    status: 200,
    sees: (w) => idsWhere(w, "orders", ""),
    then: (res, w) => {
      const b1 = res.body.items.find((o: { id: string }) => o.id === w.orders.b1)
      expect(b1.expand.client.email).toBe(w.users.clientB.email)
    },
  },
  {
    actor: "admin",
    collection: "orders",
    action: "view",
    does: "views client B's order",
    request: (w) => ({ method: "GET", path: records("orders", w.orders.b1) }),
    status: 200,
  },
  {
    actor: "admin",
    collection: "orders",
    action: "update",
    does: "moves client B's order to in_progress",
    request: (w) => ({
      method: "PATCH",
      path: records("orders", w.orders.b2),
      body: { status: "in_progress" },
    }),
    status: 200,
    then: async (_res, w) =>
      expect((await w.su.collection("orders").getOne(w.orders.b2)).status).toBe("in_progress"),
  },
  {
    actor: "admin",
    collection: "orders",
    action: "update",
    does: "sets an order's status to a value outside the three",
    request: (w) => ({ method: "PATCH", path: records("orders", w.orders.b1), body: { status: "shipped" } }),
    status: 400,
    unchanged: (w) => [["orders", w.orders.b1]],
  },
  {
    actor: "admin",
    collection: "orders",
    action: "update",
    does: "hands client B's order to client A",
    request: (w) => ({ method: "PATCH", path: records("orders", w.orders.b1), body: { client: A(w) } }),
    status: 404,
    unchanged: (w) => [["orders", w.orders.b1]],
  },
  {
    actor: "admin",
    collection: "orders",
    action: "delete",
    does: "deletes client B's order",
    request: (w) => ({ method: "DELETE", path: records("orders", w.orders.b1) }),
    status: 403,
    unchanged: (w) => [["orders", w.orders.b1]],
  },
]
