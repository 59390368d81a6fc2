import { expect } from "vitest"
import { bodyOf, type PermCase } from "./perm-case"
import { orderBody, records, type World } from "./perm-world"

const A = (w: World) => w.users.clientA.id
const B = (w: World) => w.users.clientB.id
const noOrderTitled: PermCase["absent"] = (_w, req) => ({
  collection: "orders",
  filter: "title = {:t}",
  params: { t: bodyOf(req, "title") },
})

/** Rows for creating orders: only a client, only for itself, only pending approval, on the package's terms. */
export const orderCreateCases: PermCase[] = [
  {
    actor: "anonymous",
    collection: "orders",
    action: "create",
    does: "creates an order for client A",
    request: (w) => ({ method: "POST", path: records("orders"), body: orderBody(A(w)) }),
    status: 400,
    absent: noOrderTitled,
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "create",
    does: "creates an order for itself, which starts pending approval",
    request: (w) => ({ method: "POST", path: records("orders"), body: orderBody(A(w)) }),
    status: 200,
    then: async (res, w) => {
      const stored = await w.su.collection("orders").getOne(res.body.id)
      expect([stored.client, stored.status]).toEqual([A(w), "pending_approval"])
    },
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "create",
    does: "creates an order for client B",
    request: (w) => ({ method: "POST", path: records("orders"), body: orderBody(B(w)) }),
    status: 400,
    absent: noOrderTitled,
  },
  ...["in_progress", "completed"].map((status): PermCase => ({
    actor: "clientA",
    collection: "orders",
    action: "create",
    does: `creates an order with status ${status}`,
    request: (w) => ({ method: "POST", path: records("orders"), body: orderBody(A(w), { status }) }),
    status: 400,
    absent: noOrderTitled,
  })),
  {
    actor: "clientA",
    collection: "orders",
    action: "create",
    does: "creates an order with the status+ modifier set to completed",
    request: (w) => ({
      method: "POST",
      path: records("orders"),
      body: orderBody(A(w), { "status+": "completed" }),
    }),
    status: 400,
    absent: noOrderTitled,
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "create",
    does: "creates an order with its own price of $1",
    request: (w) => ({ method: "POST", path: records("orders"), body: orderBody(A(w), { budget: 1 }) }),
    status: 400,
    absent: noOrderTitled,
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "create",
    does: "creates an order with urgent priority and a 1-hour timeline",
    request: (w) => ({
      method: "POST",
      path: records("orders"),
      body: orderBody(A(w), { priority: "urgent", timeline: "1 hour" }),
    }),
    status: 400,
    absent: noOrderTitled,
  },
  {
    actor: "admin",
    collection: "orders",
    action: "create",
    does: "creates an order for client A",
    request: (w) => ({ method: "POST", path: records("orders"), body: orderBody(A(w)) }),
    status: 400,
    absent: noOrderTitled,
  },
]
