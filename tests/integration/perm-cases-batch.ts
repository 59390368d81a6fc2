import { expect } from "vitest"
import type { PermCase } from "./perm-case"
import { type ApiRequest, idsWhere, marker, orderBody, records, type World } from "./perm-world"

const A = (w: World) => w.users.clientA.id
const B = (w: World) => w.users.clientB.id

type Sub = { method: "POST" | "PATCH" | "PUT" | "DELETE"; url: string; body?: Record<string, unknown> }
const batch = (...requests: Sub[]): ApiRequest => ({ method: "POST", path: "/api/batch", body: { requests } })
const subBody = (req: ApiRequest, i: number) =>
  (req.body as { requests: Sub[] }).requests[i]?.body as Record<string, string>
const noOrderTitled =
  (i: number): PermCase["absent"] =>
  (_w, req) => ({ collection: "orders", filter: "title = {:t}", params: { t: subBody(req, i).title ?? "" } })

/** Rows for POST /api/batch: the same rules apply, and a refused step rolls back the whole batch. */
export const batchCases: PermCase[] = [
  {
    actor: "clientA",
    collection: "notifications",
    action: "batch",
    does: "marks two of its own notifications read in one batch",
    request: (w) =>
      batch(
        { method: "PATCH", url: records("notifications", w.notes.a1), body: { status: "read" } },
        { method: "PATCH", url: records("notifications", w.notes.a3), body: { status: "read" } },
      ),
    status: 200,
    then: async (res, w) => {
      expect(res.body.map((r: { status: number }) => r.status)).toEqual([200, 200])
      expect(
        await idsWhere(w, "notifications", 'status = "read" && (id = {:a} || id = {:b})', {
          a: w.notes.a1,
          b: w.notes.a3,
        }),
      ).toEqual([w.notes.a1, w.notes.a3].sort())
    },
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "batch",
    does: "marks client B's notification read in a batch",
    request: (w) =>
      batch({ method: "PATCH", url: records("notifications", w.notes.b1), body: { status: "read" } }),
    status: 400,
    unchanged: (w) => [["notifications", w.notes.b1]],
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "batch",
    does: "creates a notification for itself in a batch",
    request: (w) =>
      batch({
        method: "POST",
        url: records("notifications"),
        body: { user: A(w), title: "Self", message: "Hi" },
      }),
    status: 400,
    then: async (_res, w) => expect(await idsWhere(w, "notifications", 'title = "Self"', {})).toEqual([]),
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "batch",
    does: "creates its own order and one for client B in one batch (both rolled back)",
    request: (w) =>
      batch(
        { method: "POST", url: records("orders"), body: orderBody(A(w)) },
        { method: "POST", url: records("orders"), body: orderBody(B(w)) },
      ),
    status: 400,
    absent: noOrderTitled(1),
    then: async (_res, w, req) =>
      expect(await idsWhere(w, "orders", "title = {:t}", { t: subBody(req, 0).title ?? "" })).toEqual([]),
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "batch",
    does: "creates an order with status completed in a batch",
    request: (w) =>
      batch({ method: "POST", url: records("orders"), body: orderBody(A(w), { status: "completed" }) }),
    status: 400,
    absent: noOrderTitled(0),
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "batch",
    does: "sets its own order to completed in a batch",
    request: (w) =>
      batch({ method: "PATCH", url: records("orders", w.orders.a1), body: { status: "completed" } }),
    status: 400,
    unchanged: (w) => [["orders", w.orders.a1]],
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "batch",
    does: "cancels its own order in a batch, with a reason",
    request: (w) =>
      batch({
        method: "PATCH",
        url: records("orders", w.orders.a1),
        body: { status: "cancelled", reason: "I changed my mind." },
      }),
    status: 400,
    unchanged: (w) => [["orders", w.orders.a1]],
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "batch",
    does: "upserts its own existing order as completed in a batch",
    request: (w) =>
      batch({ method: "PUT", url: records("orders"), body: { id: w.orders.a1, status: "completed" } }),
    status: 400,
    unchanged: (w) => [["orders", w.orders.a1]],
  },
  {
    actor: "clientA",
    collection: "orders",
    action: "batch",
    does: "deletes its own order in a batch",
    request: (w) => batch({ method: "DELETE", url: records("orders", w.orders.a2) }),
    status: 400,
    unchanged: (w) => [["orders", w.orders.a2]],
  },
  {
    actor: "clientA",
    collection: "users",
    action: "batch",
    does: "sets its own role to admin in a batch",
    request: (w) => batch({ method: "PATCH", url: records("users", A(w)), body: { role: "admin" } }),
    status: 400,
    unchanged: (w) => [["users", A(w)]],
  },
  {
    actor: "anonymous",
    collection: "users",
    action: "batch",
    does: "signs up as admin in a batch",
    request: () => {
      const email = `${marker("batch").replace(/\W+/g, ".")}@example.com`
      const body = {
        email,
        password: "secret-pass",
        passwordConfirm: "secret-pass",
        name: "X",
        role: "admin",
      }
      return batch({ method: "POST", url: records("users"), body })
    },
    status: 400,
    absent: (_w, req) => ({
      collection: "users",
      filter: "email = {:e}",
      params: { e: subBody(req, 0).email ?? "" },
    }),
  },
  {
    actor: "admin",
    collection: "orders",
    action: "batch",
    does: "completes client B's order in a batch without the client's approval or a reason",
    request: (w) =>
      batch({ method: "PATCH", url: records("orders", w.orders.b1), body: { status: "completed" } }),
    status: 400,
    unchanged: (w) => [["orders", w.orders.b1]],
    then: async (_res, w) =>
      expect(await idsWhere(w, "reviews", "order = {:o}", { o: w.orders.b1 })).toEqual([]),
  },
  {
    actor: "admin",
    collection: "orders",
    action: "batch",
    does: "completes client B's order in a batch with a reason too short to tell the client",
    request: (w) =>
      batch({
        method: "PATCH",
        url: records("orders", w.orders.b1),
        body: { status: "completed", reason: "Go." },
      }),
    status: 400,
    unchanged: (w) => [["orders", w.orders.b1]],
  },
  {
    actor: "admin",
    collection: "orders",
    action: "batch",
    does: "completes client B's order in a batch with the reason the client reads (the studio's override)",
    request: (w) =>
      batch({
        method: "PATCH",
        url: records("orders", w.orders.b1),
        body: { status: "completed", reason: "Agreed by phone: launch today." },
      }),
    status: 200,
    then: async (_res, w) => {
      expect((await w.su.collection("orders").getOne(w.orders.b1)).status).toBe("completed")
      const review = await w.su
        .collection("reviews")
        .getFirstListItem(w.su.filter("order = {:o}", { o: w.orders.b1 }))
      expect(review).toMatchObject({
        round: 0,
        state: "overridden",
        override_reason: "Agreed by phone: launch today.",
      })
    },
  },
]
