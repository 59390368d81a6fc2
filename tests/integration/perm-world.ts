import type PocketBase from "pocketbase"
import type { RecordModel } from "pocketbase"
import { type Account, createSuperuser } from "../support/accounts"
import type { TestServer } from "../support/server"
import { startWorld } from "../support/world"

/** Who sends a request in the permission matrix. */
export type Actor = "anonymous" | "clientA" | "clientB" | "admin"

/** A raw HTTP call: path is relative to the server URL. */
export interface ApiRequest {
  method: "GET" | "POST" | "PATCH" | "DELETE"
  path: string
  body?: unknown
}

/** The status and parsed JSON body of a response. */
export interface ApiResponse {
  status: number
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any -- PocketBase answers vary by endpoint
}

/** The fixtures every permission case may refer to. */
export interface World {
  server: TestServer
  /** Stops the binary and deletes its data. */
  dispose: () => Promise<void>
  /** A PocketBase superuser client: inspection only, never an actor. */
  su: PocketBase
  tokens: Record<Actor, string>
  users: { clientA: RecordModel; clientB: RecordModel; admin: RecordModel }
  /** Orders a1, a2 belong to client A; b1, b2 to client B (b2 is the one the admin moves on). */
  orders: { a1: string; a2: string; b1: string; b2: string }
  /** Notifications a1..a3 for client A (a2 is the one A marks read), b1 for client B. */
  notes: { a1: string; a2: string; a3: string; b1: string }
  /** Order a3 of client A, approved (launch, intake items, history, e-mails), and the conversations. */
  threads: Threads
}

/** The conversation and launch fixtures: on A's approved order a3, and on B's order b1. */
export interface Threads {
  a3: string
  /** A's message on a3, the admin's reply and internal note on a3, B's message on b1. */
  messages: { a: string; reply: string; note: string; b: string }
  /** Read positions: A's and the admin's on a3, B's on b1. */
  reads: { a: string; admin: string; b: string }
  launch: string
  /** The logo intake item of a3. */
  item: string
  /** A status-change history row of a3. */
  event: string
  /** An outbox e-mail to client A. */
  mail: string
  /** A row of the studio's queue (waiting). */
  waiting: string
  /** The payment of a3, due since its approval. */
  payment: string
  /** A second payment on a3 (Stripe took money on another of its sessions), to refund. */
  extra: string
  /** A Checkout Session kept for a3's payment. */
  session: string
}

let seq = 0

/** marker returns a unique text to find what a case created (or must not have created). */
export function marker(label: string): string {
  seq += 1
  return `${label} ${Date.now().toString(36)}-${seq}`
}

/** call sends req as actor with a JSON body and returns the status and parsed body. */
export async function call(world: World, actor: Actor, req: ApiRequest): Promise<ApiResponse> {
  const headers: Record<string, string> = { "content-type": "application/json" }
  if (world.tokens[actor]) headers.Authorization = world.tokens[actor]
  const res = await fetch(world.server.url + req.path, {
    method: req.method,
    headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

/** orderBody is a valid new order for client. */
export function orderBody(client: string, extra: Record<string, unknown> = {}) {
  return {
    title: marker("Order"),
    description: "A Shopify store for a small streetwear label.",
    company_name: "Test Label",
    client,
    ...extra,
  }
}

/** records returns the path of a collection's records, or of one record. */
export function records(collection: string, id?: string, query?: Record<string, string>): string {
  const base = `/api/collections/${collection}/records${id ? `/${id}` : ""}`
  return query ? `${base}?${new URLSearchParams(query).toString()}` : base
}

/** superuser creates a PocketBase superuser with the CLI and returns a client signed in as it. */
export const superuser = createSuperuser

/** createWorld starts a server and creates the accounts, orders and notifications through the API. */
export async function createWorld(): Promise<World> {
  const base = await startWorld({ su: true, client: "Client A", other: "Client B", admin: "The Admin" })
  const { server, su, client: a, other: b, admin } = base
  const newOrder = async (pb: PocketBase, client: string) =>
    (await pb.collection("orders").create(orderBody(client))).id
  const orders = {
    a1: await newOrder(a.pb, a.id),
    a2: await newOrder(a.pb, a.id),
    b1: await newOrder(b.pb, b.id),
    b2: await newOrder(b.pb, b.id),
  }
  const newNote = async (user: string, related_order = "") =>
    (
      await admin.pb.collection("notifications").create({
        user,
        related_order,
        title: marker("Welcome"),
        message: "Your order was received.",
      })
    ).id
  const notes = {
    a1: await newNote(a.id, orders.a1),
    a2: await newNote(a.id),
    a3: await newNote(a.id, orders.a2),
    b1: await newNote(b.id, orders.b1),
  }
  const threads = await createThreads(su, a, b, admin)
  const user = (id: string) => su.collection("users").getOne(id)
  return {
    server,
    su,
    dispose: base.dispose,
    tokens: {
      anonymous: "",
      clientA: a.pb.authStore.token,
      clientB: b.pb.authStore.token,
      admin: admin.pb.authStore.token,
    },
    users: { clientA: await user(a.id), clientB: await user(b.id), admin: await user(admin.id) },
    orders,
    notes,
    threads,
  }
}

/** createThreads approves a new order of A and writes the messages and read positions of Threads. */
async function createThreads(su: PocketBase, a: Account, b: Account, admin: Account): Promise<Threads> {
  const a3 = (await a.pb.collection("orders").create(orderBody(a.id))).id
  await admin.pb.collection("orders").update(a3, { status: "in_progress" })
  const b1 = (await su.collection("orders").getFirstListItem(su.filter("client = {:b}", { b: b.id }))).id
  const write = async (pb: PocketBase, order: string, body: string, internal = false) =>
    (await pb.collection("messages").create({ order, body, internal })).id
  const messages = {
    a: await write(a.pb, a3, "Here is our brief."),
    reply: await write(admin.pb, a3, "Thanks, got it."),
    note: await write(admin.pb, a3, "internal: budget is tight", true),
    b: await write(b.pb, b1, "Hello from B."),
  }
  const readPosition = async (account: Account, order: string) => {
    await account.pb.send(`/api/launchdesk/orders/${order}/messages/read`, { method: "POST" })
    const filter = su.filter("user = {:u} && order = {:o}", { u: account.id, o: order })
    return (await su.collection("message_reads").getFirstListItem(filter)).id
  }
  const first = async (collection: string, filter: string, params: Record<string, string>) =>
    (await su.collection(collection).getFirstListItem(su.filter(filter, params))).id
  const payment = await first("payments", "order = {:o}", { o: a3 })
  return {
    a3,
    messages,
    reads: {
      a: await readPosition(a, a3),
      admin: await readPosition(admin, a3),
      b: await readPosition(b, b1),
    },
    launch: await first("launches", "order = {:o}", { o: a3 }),
    item: await first("intake_items", "order = {:o} && item = 'logo'", { o: a3 }),
    event: await first("order_events", "order = {:o} && to = 'in_progress'", { o: a3 }),
    mail: await first("mail_outbox", "recipient = {:r}", { r: a.email }),
    waiting: await first("waiting", "side = 'studio' && order = {:o}", { o: b1 }),
    payment,
    extra: (
      await su.collection("extra_payments").create({
        order: a3,
        payment,
        amount_cents: 20000,
        currency: "usd",
        state: "to_refund",
        stripe_session: "cs_test_perm_second",
        stripe_payment_intent: "pi_test_perm_second",
      })
    ).id,
    session: (await su.collection("checkout_sessions").create({ payment, session_id: "cs_test_perm_first" }))
      .id,
  }
}

/** idsWhere lists, as the superuser, the sorted ids of collection matching filter ("" for all). */
export async function idsWhere(
  world: World,
  collection: string,
  filter: string,
  params: Record<string, string> = {},
): Promise<string[]> {
  const list = await world.su
    .collection(collection)
    .getFullList({ filter: filter ? world.su.filter(filter, params) : "", fields: "id" })
  return list.map((r) => r.id).sort()
}
