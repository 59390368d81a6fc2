import type { PermCase } from "./perm-case"
import { idsWhere, records } from "./perm-world"

/**
 * Filters and sorts through back-relations are refused to clients: they would reach rows clients may not read
 * (perm-cases-threads.ts). tests/integration/filter-leaks.test.ts tries every such path from the schema.
 */
export const backRelationCases: PermCase[] = [
  {
    actor: "clientA",
    collection: "orders",
    action: "list",
    does: "filters its orders on whether the studio wrote an internal note",
    request: () => ({
      method: "GET",
      path: records("orders", undefined, { filter: "messages_via_order.internal = false" }),
    }),
    status: 400,
  },
  {
    actor: "clientB",
    collection: "users",
    action: "list",
    does: "filters itself on the text of messages through its orders",
    request: () => ({
      method: "GET",
      path: records("users", undefined, { filter: 'orders_via_client.messages_via_order.body !~ "budget"' }),
    }),
    status: 400,
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "list",
    does: "sorts its orders by when the studio last read them",
    request: () => ({
      method: "GET",
      path: records("orders", undefined, { sort: "-message_reads_via_order.last_read" }),
    }),
    status: 400,
  },
  {
    actor: "admin",
    collection: "orders",
    action: "list",
    does: "filters orders on their messages (admins read them all)",
    request: () => ({
      method: "GET",
      path: records("orders", undefined, { filter: "messages_via_order.internal ?= true" }),
    }),
    status: 200,
    sees: (w) => idsWhere(w, "orders", "messages_via_order.internal ?= true"),
  },
]
