import type PocketBase from "pocketbase"
import type { RecordModel } from "pocketbase"
import { createAdmin, createSuperuser, signUpClient } from "../support/accounts"
import { startServer, type TestServer } from "../support/server"

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
  /** A PocketBase superuser client: inspection only, never an actor. */
  su: PocketBase
  tokens: Record<Actor, string>
  users: { clientA: RecordModel; clientB: RecordModel; admin: RecordModel }
  /** Orders a1, a2 belong to client A; b1, b2 to client B (b2 is the one the admin moves on). */
  orders: { a1: string; a2: string; b1: string; b2: string }
  /** Notifications a1..a3 for client A (a2 is the one A marks read), b1 for client B. */
  notes: { a1: string; a2: string; a3: string; b1: string }
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
  const server = await startServer()
  const su = await superuser(server)
  const [a, b, admin] = [
    await signUpClient(server, "Client A"),
    await signUpClient(server, "Client B"),
    await createAdmin(server, "The Admin"),
  ]
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
  const user = (id: string) => su.collection("users").getOne(id)
  return {
    server,
    su,
    tokens: {
      anonymous: "",
      clientA: a.pb.authStore.token,
      clientB: b.pb.authStore.token,
      admin: admin.pb.authStore.token,
    },
    users: { clientA: await user(a.id), clientB: await user(b.id), admin: await user(admin.id) },
    orders,
    notes,
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
