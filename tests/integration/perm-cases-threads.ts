import type { PermCase } from "./perm-case"
import { type Actor, idsWhere, marker, records, type World } from "./perm-world"

// Rows for the collections added with conversations and the launch tracker: messages, read positions, launches,
// intake items, order history and the mail outbox. Every actor lists each of them (and must see exactly its share),
// views a record that is not its own, and tries every write the API offers; a refused write changes nothing.

type Collection = PermCase["collection"]
const list = { perPage: "200" }
const ids = { A: (w: World) => w.users.clientA.id, B: (w: World) => w.users.clientB.id }

/** listCase: actor lists collection and sees exactly what filter (as the superuser) matches; null: nothing. */
function listCase(
  actor: Actor,
  collection: Collection,
  does: string,
  filter: ((w: World) => string) | null,
): PermCase {
  return {
    actor,
    collection,
    action: "list",
    does,
    request: () => ({ method: "GET", path: records(collection, undefined, list) }),
    status: 200,
    sees: (w) => (filter ? idsWhere(w, collection, filter(w)) : Promise.resolve([])),
  }
}

/** viewCase: actor views the record id(w) of collection and gets status. */
function viewCase(
  actor: Actor,
  collection: Collection,
  does: string,
  id: (w: World) => string,
  status: number,
) {
  return {
    actor,
    collection,
    action: "view",
    does,
    request: (w: World) => ({ method: "GET" as const, path: records(collection, id(w)) }),
    status,
  } satisfies PermCase
}

/** refusedWrites: actor tries to create, update and delete in collection (target: an existing record), all refused
 * with status; the record stays as it was, and no record holds the body's marked field (the forged value). */
function refusedWrites(
  actor: Actor,
  collection: Collection,
  target: (w: World) => string,
  body: (w: World, text: string) => Record<string, unknown>,
  status: { create: number; update: number; delete: number },
  marked: string,
): PermCase[] {
  return [
    {
      actor,
      collection,
      action: "create",
      does: "creates a record",
      request: (w) => ({ method: "POST", path: records(collection), body: body(w, marker("forged")) }),
      status: status.create,
      absent: (_w, req) => ({
        collection,
        filter: `${marked} = {:v}`,
        params: { v: String((req.body as Record<string, unknown>)[marked]) },
      }),
    },
    {
      actor,
      collection,
      action: "update",
      does: "changes a record",
      request: (w) => ({
        method: "PATCH",
        path: records(collection, target(w)),
        body: body(w, marker("changed")),
      }),
      status: status.update,
      unchanged: (w) => [[collection, target(w)]],
    },
    {
      actor,
      collection,
      action: "delete",
      does: "deletes a record",
      request: (w) => ({ method: "DELETE", path: records(collection, target(w)) }),
      status: status.delete,
      unchanged: (w) => [[collection, target(w)]],
    },
  ]
}

const byOrderOf = (client: (w: World) => string) => (w: World) => `order.client = "${client(w)}"`
const superusersOnly = { create: 403, update: 403, delete: 403 }

const messageCases: PermCase[] = [
  listCase("anonymous", "messages", "lists messages", null),
  listCase(
    "clientA",
    "messages",
    "lists messages: its orders', without internal notes",
    (w) => `order.client = "${ids.A(w)}" && internal = false`,
  ),
  listCase(
    "clientB",
    "messages",
    "lists messages: only its own order's",
    (w) => `order.client = "${ids.B(w)}"`,
  ),
  listCase("admin", "messages", "lists every message, internal notes included", () => ""),
  viewCase("anonymous", "messages", "views A's message", (w) => w.threads.messages.a, 404),
  viewCase(
    "clientA",
    "messages",
    "views the internal note on its order",
    (w) => w.threads.messages.note,
    404,
  ),
  viewCase(
    "clientA",
    "messages",
    "views the studio's reply on its order",
    (w) => w.threads.messages.reply,
    200,
  ),
  viewCase("clientB", "messages", "views A's message", (w) => w.threads.messages.a, 404),
  viewCase("admin", "messages", "views the internal note", (w) => w.threads.messages.note, 200),
  {
    actor: "clientA",
    collection: "messages",
    action: "create",
    does: "writes an internal note on its own order",
    request: (w) => ({
      method: "POST",
      path: records("messages"),
      body: { order: w.threads.a3, body: marker("sneaky note"), internal: true },
    }),
    status: 400,
    absent: (_w, req) => ({
      collection: "messages",
      filter: "body = {:b}",
      params: { b: String((req.body as { body: string }).body) },
    }),
  },
  ...refusedWrites(
    "clientB",
    "messages",
    (w) => w.threads.messages.a,
    (w, text) => ({ order: w.threads.a3, body: text }),
    { create: 400, update: 404, delete: 403 },
    "body",
  ),
  ...refusedWrites(
    "anonymous",
    "messages",
    (w) => w.threads.messages.a,
    (w, text) => ({ order: w.threads.a3, body: text }),
    { create: 400, update: 404, delete: 403 },
    "body",
  ),
  {
    actor: "clientA",
    collection: "messages",
    action: "update",
    does: "edits the studio's internal note",
    request: (w) => ({
      method: "PATCH",
      path: records("messages", w.threads.messages.note),
      body: { body: "x" },
    }),
    status: 404,
    unchanged: (w) => [["messages", w.threads.messages.note]],
  },
  {
    actor: "clientA",
    collection: "messages",
    action: "update",
    does: "turns its own message into an internal note",
    request: (w) => ({
      method: "PATCH",
      path: records("messages", w.threads.messages.a),
      body: { internal: true },
    }),
    status: 400,
    unchanged: (w) => [["messages", w.threads.messages.a]],
  },
  {
    actor: "admin",
    collection: "messages",
    action: "delete",
    does: "deletes a message (nobody may)",
    request: (w) => ({ method: "DELETE", path: records("messages", w.threads.messages.a) }),
    status: 403,
    unchanged: (w) => [["messages", w.threads.messages.a]],
  },
]

const own = (user: (w: World) => string) => (w: World) => `user = "${user(w)}"`
const readCases: PermCase[] = [
  listCase("anonymous", "message_reads", "lists read positions", null),
  listCase("clientA", "message_reads", "lists read positions: only its own", own(ids.A)),
  listCase("clientB", "message_reads", "lists read positions: only its own", own(ids.B)),
  listCase(
    "admin",
    "message_reads",
    "lists read positions: only its own (when clients read is not shown)",
    own((w) => w.users.admin.id),
  ),
  viewCase(
    "clientA",
    "message_reads",
    "views when the studio last read its thread",
    (w) => w.threads.reads.admin,
    404,
  ),
  viewCase("clientB", "message_reads", "views A's read position", (w) => w.threads.reads.a, 404),
  ...refusedWrites(
    "clientA",
    "message_reads",
    (w) => w.threads.reads.a,
    (w) => ({ user: ids.A(w), order: w.threads.a3, last_read: "2099-01-01 00:00:00.000Z" }),
    superusersOnly,
    "last_read",
  ),
  ...refusedWrites(
    "admin",
    "message_reads",
    (w) => w.threads.reads.a,
    (w) => ({ user: ids.A(w), order: w.threads.a3, last_read: "2000-01-01 00:00:00.000Z" }),
    superusersOnly,
    "last_read",
  ),
]

/** trackerCases: the same rows for a collection the order's client and admins read and only the hooks write. */
function trackerCases(
  collection: Collection,
  target: (w: World) => string,
  body: (w: World, text: string) => Record<string, unknown>,
  marked: string,
): PermCase[] {
  return [
    listCase("anonymous", collection, `lists ${collection}`, null),
    listCase("clientA", collection, `lists ${collection}: only its orders'`, byOrderOf(ids.A)),
    listCase("clientB", collection, `lists ${collection}: only its orders'`, byOrderOf(ids.B)),
    listCase("admin", collection, `lists every ${collection} row`, () => ""),
    viewCase("clientA", collection, "views its own order's row", target, 200),
    viewCase("clientB", collection, "views A's row", target, 404),
    viewCase("anonymous", collection, "views A's row", target, 404),
    ...refusedWrites("clientA", collection, target, body, superusersOnly, marked),
    ...refusedWrites("admin", collection, target, body, superusersOnly, marked),
  ]
}

const outboxCases: PermCase[] = [
  listCase("anonymous", "mail_outbox", "lists the outbox", null),
  listCase("clientA", "mail_outbox", "lists the outbox (its own e-mails included)", null),
  listCase("clientB", "mail_outbox", "lists the outbox", null),
  listCase("admin", "mail_outbox", "lists every outbox e-mail", () => ""),
  viewCase("clientA", "mail_outbox", "views an e-mail sent to it", (w) => w.threads.mail, 404),
  viewCase("admin", "mail_outbox", "views an e-mail", (w) => w.threads.mail, 200),
  {
    actor: "admin",
    collection: "mail_outbox",
    action: "list",
    does: "filters on the hidden bodies of account e-mails",
    request: () => ({ method: "GET", path: records("mail_outbox", undefined, { filter: 'html ~ "code"' }) }),
    status: 400,
  },
  ...(["clientA", "admin"] as const).flatMap((who) =>
    refusedWrites(
      who,
      "mail_outbox",
      (w) => w.threads.mail,
      (_w, text) => ({
        kind: "status_change",
        recipient: "x@example.com",
        subject: text,
        html: "x",
        text: "x",
      }),
      superusersOnly,
      "subject",
    ),
  ),
]

/** Rows for messages, read positions, launches, payments, intake items, order history and the outbox. */
export const threadCases: PermCase[] = [
  ...messageCases,
  ...readCases,
  ...trackerCases(
    "launches",
    (w) => w.threads.launch,
    (w, text) => ({
      order: w.threads.a3,
      step: "launched",
      access: "granted",
      store_domain: text,
      approved_at: "2026-01-01 00:00:00.000Z",
    }),
    "store_domain",
  ),
  ...trackerCases(
    "payments",
    (w) => w.threads.payment,
    (w, text) => ({ order: w.threads.a3, amount_cents: 1, currency: "usd", state: "paid", reference: text }),
    "reference",
  ),
  ...trackerCases(
    "intake_items",
    (w) => w.threads.item,
    (w, text) => ({ order: w.threads.a3, item: "logo", state: "done", answer: text }),
    "answer",
  ),
  ...trackerCases(
    "order_events",
    (w) => w.threads.event,
    (w, text) => ({ order: w.threads.a3, from: "in_progress", to: "completed", note: text }),
    "note",
  ),
  ...outboxCases,
]
