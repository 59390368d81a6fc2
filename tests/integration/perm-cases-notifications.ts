import { expect } from "vitest"
import { bodyOf, type PermCase } from "./perm-case"
import { idsWhere, marker, records, type World } from "./perm-world"

const A = (w: World) => w.users.clientA.id
const B = (w: World) => w.users.clientB.id
const list = { perPage: "200" }
const note = (user: string, extra: Record<string, unknown> = {}) => ({
  user,
  title: marker("Note"),
  message: "Your order moved on.",
  ...extra,
})
const noNoteTitled: PermCase["absent"] = (_w, req) => ({
  collection: "notifications",
  filter: "title = {:t}",
  params: { t: bodyOf(req, "title") },
})
const patchA1 = (body: Record<string, unknown>) => (w: World) => ({
  method: "PATCH" as const,
  path: records("notifications", w.notes.a1),
  body,
})

/** Rows for the notifications collection: reading, marking read, and who may write. */
export const notificationCases: PermCase[] = [
  {
    actor: "anonymous",
    collection: "notifications",
    action: "list",
    does: "lists notifications",
    request: () => ({ method: "GET", path: records("notifications", undefined, list) }),
    status: 200,
    sees: async () => [],
  },
  {
    actor: "anonymous",
    collection: "notifications",
    action: "create",
    does: "creates a notification for client A",
    request: (w) => ({ method: "POST", path: records("notifications"), body: note(A(w)) }),
    status: 400,
    absent: noNoteTitled,
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "list",
    does: "lists notifications and sees only its own",
    request: () => ({ method: "GET", path: records("notifications", undefined, list) }),
    status: 200,
    sees: (w) => idsWhere(w, "notifications", "user = {:id}", { id: A(w) }),
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "list",
    does: "filters notifications by client B",
    request: (w) => ({
      method: "GET",
      path: records("notifications", undefined, { filter: `user = "${B(w)}"` }),
    }),
    status: 200,
    sees: async () => [],
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "list",
    does: "filters notifications by the provider (its new-order alerts)",
    request: (w) => ({
      method: "GET",
      path: records("notifications", undefined, { filter: `user = "${w.users.admin.id}"` }),
    }),
    status: 200,
    sees: async (w) => {
      // The alerts exist (one per order of the world, and those of earlier cases such as a client's
      // message): the empty list is the rule, not an empty table.
      const alerts = await idsWhere(w, "notifications", "user = {:id}", { id: w.users.admin.id })
      expect(alerts.length).toBeGreaterThanOrEqual(4)
      return []
    },
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "list",
    does: "filters through related_order.client to client B's orders",
    request: (w) => ({
      method: "GET",
      path: records("notifications", undefined, { filter: `related_order.client = "${B(w)}"` }),
    }),
    status: 200,
    sees: async () => [],
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "view",
    does: "views client B's notification",
    request: (w) => ({ method: "GET", path: records("notifications", w.notes.b1) }),
    status: 404,
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "view",
    does: "views client B's notification with expand=user,related_order",
    request: (w) => ({
      method: "GET",
      path: records("notifications", w.notes.b1, { expand: "user,related_order" }),
    }),
    status: 404,
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "view",
    does: "views its own notification with its order expanded",
    request: (w) => ({
      method: "GET",
      path: records("notifications", w.notes.a1, { expand: "user,related_order" }),
    }),
    status: 200,
    then: (res, w) => {
      expect(res.body.expand.user.id).toBe(A(w))
      expect(res.body.expand.related_order.id).toBe(w.orders.a1)
    },
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "update",
    does: "marks client B's notification read",
    request: (w) => ({
      method: "PATCH",
      path: records("notifications", w.notes.b1),
      body: { status: "read" },
    }),
    status: 404,
    unchanged: (w) => [["notifications", w.notes.b1]],
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "update",
    does: "rewrites the title of client B's notification",
    request: (w) => ({
      method: "PATCH",
      path: records("notifications", w.notes.b1),
      body: { title: "Pwned" },
    }),
    status: 404,
    unchanged: (w) => [["notifications", w.notes.b1]],
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "update",
    does: "rewrites the title of its own notification",
    request: patchA1({ title: "My own title" }),
    status: 404,
    unchanged: (w) => [["notifications", w.notes.a1]],
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "update",
    does: "rewrites the message of its own notification while marking it read",
    request: patchA1({ status: "read", message: "Rewritten" }),
    status: 404,
    unchanged: (w) => [["notifications", w.notes.a1]],
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "update",
    does: "hands its own notification to client B",
    request: (w) => patchA1({ status: "read", user: B(w) })(w),
    status: 404,
    unchanged: (w) => [["notifications", w.notes.a1]],
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "update",
    does: "points its own notification at client B's order",
    request: (w) => patchA1({ status: "read", related_order: w.orders.b1 })(w),
    status: 404,
    unchanged: (w) => [["notifications", w.notes.a1]],
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "update",
    does: "marks its own notification read",
    request: (w) => ({
      method: "PATCH",
      path: records("notifications", w.notes.a2),
      body: { status: "read" },
    }),
    status: 200,
    then: async (_res, w) =>
      expect((await w.su.collection("notifications").getOne(w.notes.a2)).status).toBe("read"),
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "update",
    does: "marks a read notification unread again",
    request: (w) => ({
      method: "PATCH",
      path: records("notifications", w.notes.a2),
      body: { status: "unread" },
    }),
    status: 404,
    unchanged: (w) => [["notifications", w.notes.a2]],
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "create",
    does: "creates a notification for itself",
    request: (w) => ({ method: "POST", path: records("notifications"), body: note(A(w)) }),
    status: 400,
    absent: noNoteTitled,
  },
  {
    actor: "clientA",
    collection: "notifications",
    action: "delete",
    does: "deletes its own notification",
    request: (w) => ({ method: "DELETE", path: records("notifications", w.notes.a1) }),
    status: 403,
    unchanged: (w) => [["notifications", w.notes.a1]],
  },
  {
    actor: "admin",
    collection: "notifications",
    action: "list",
    does: "lists every notification",
    request: () => ({ method: "GET", path: records("notifications", undefined, list) }),
    status: 200,
    sees: (w) => idsWhere(w, "notifications", ""),
  },
  {
    actor: "admin",
    collection: "notifications",
    action: "create",
    does: "notifies client A about A's order, which starts unread",
    request: (w) => ({
      method: "POST",
      path: records("notifications"),
      body: note(A(w), { related_order: w.orders.a2 }),
    }),
    status: 200,
    then: async (res, w) => {
      const stored = await w.su.collection("notifications").getOne(res.body.id)
      expect([stored.user, stored.related_order, stored.status]).toEqual([A(w), w.orders.a2, "unread"])
    },
  },
  {
    actor: "admin",
    collection: "notifications",
    action: "create",
    does: "notifies client A about client B's order",
    request: (w) => ({
      method: "POST",
      path: records("notifications"),
      body: note(A(w), { related_order: w.orders.b1 }),
    }),
    status: 400,
    absent: noNoteTitled,
    then: (res) => {
      expect(res.body.message).toBe("The related order must be one of this client's orders.")
      expect(res.body.data.related_order.message).toBe("Choose one of this client's orders.")
    },
  },
  {
    actor: "admin",
    collection: "notifications",
    action: "update",
    does: "rewrites client B's notification",
    request: (w) => ({
      method: "PATCH",
      path: records("notifications", w.notes.b1),
      body: { title: "Edited" },
    }),
    status: 404,
    unchanged: (w) => [["notifications", w.notes.b1]],
  },
  {
    actor: "admin",
    collection: "notifications",
    action: "delete",
    does: "deletes client B's notification",
    request: (w) => ({ method: "DELETE", path: records("notifications", w.notes.b1) }),
    status: 403,
    unchanged: (w) => [["notifications", w.notes.b1]],
  },
]
