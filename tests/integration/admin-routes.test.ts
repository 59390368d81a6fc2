import type PocketBase from "pocketbase"
import { beforeAll, describe, expect, it } from "vitest"
import { type Account, anonymous, signUpClient } from "../support/accounts"
import { testWorld } from "../support/world"
import type { AdminStats as Stats } from "../../ui/src/features/orders/admin-stats"

// The admin figures: GET /api/launchdesk/admin/stats and the client_stats view. Who may read them,
// and that what they say matches the records themselves, past the first 50 the original counted.

const STATS = "/api/launchdesk/admin/stats"
/** Every admin JSON route the admin screens read. */
const ROUTES = [STATS, "/api/launchdesk/admin/orders?page=1&perPage=20"]

describe("admin JSON routes and the client_stats view", () => {
  const world = testWorld({ admin: "Test Admin" })
  let clientA: Account
  let clientB: Account
  let guest: PocketBase

  const get = async (path: string, token?: string) => {
    const res = await fetch(world.server.url + path, { headers: token ? { Authorization: token } : {} })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }

  beforeAll(async () => {
    // 75 orders over 58 generated clients and the two demo clients: more than one page of 50.
    // The seed writes straight into SQLite, so the server is stopped meanwhile.
    await world.server.stop()
    await world.server.cli(["demo", "seed", "--clients", "58", "--orders", "75", "--seed", "2026"])
    await world.server.restart()
    clientA = await signUpClient(world.server, "Client A")
    clientB = await signUpClient(world.server, "Client B")
    guest = anonymous(world.server)
    const order = (title: string) => ({
      title,
      description: "A Shopify store for a small label.",
      company_name: "A Label",
      client: clientA.id,
    })
    await clientA.pb.collection("orders").create(order("First of A"))
    const second = await clientA.pb.collection("orders").create(order("Second of A"))
    await world.admin.pb.collection("orders").update(second.id, { status: "in_progress" })
  })

  const refusals: { who: string; token: () => string | undefined; status: number }[] = [
    { who: "a visitor without a session", token: () => undefined, status: 401 },
    { who: "a client", token: () => clientA.pb.authStore.token, status: 403 },
    { who: "a forged token", token: () => "not-a-token", status: 401 },
  ]
  for (const route of ROUTES) {
    for (const { who, token, status } of refusals) {
      it(`refuses ${route.split("?")[0]} to ${who} with ${status}`, async () => {
        const res = await get(route, token())
        expect(res.status).toBe(status)
        expect(res.body).not.toHaveProperty("totalOrders")
        expect(res.body).not.toHaveProperty("items")
        expect(typeof res.body.message).toBe("string")
      })
    }
  }

  it("gives an admin the true totals, counted over every record", async () => {
    const res = await get(STATS, world.admin.pb.authStore.token)
    expect(res.status).toBe(200)
    const stats = res.body as unknown as Stats
    // Independent counts through the records API, as the admin.
    const count = async (collection: string, filter = "") =>
      (await world.admin.pb.collection(collection).getList(1, 1, { filter })).totalItems
    const expected: Stats = {
      totalOrders: await count("orders"),
      pendingApproval: await count("orders", 'status = "pending_approval"'),
      inProgress: await count("orders", 'status = "in_progress"'),
      completed: await count("orders", 'status = "completed"'),
      cancelled: await count("orders", 'status = "cancelled"'),
      totalClients: await count("users", 'role = "client"'),
      activeClients: new Set(
        (await world.admin.pb.collection("orders").getFullList({ fields: "client" })).map((o) => o.client),
      ).size,
    }
    expect(stats).toEqual(expected)
    expect(stats.totalOrders).toBe(77)
    expect(stats.totalClients).toBe(62)
    expect(stats.inProgress).toBeGreaterThanOrEqual(1)
    expect(stats.pendingApproval).toBeGreaterThanOrEqual(1)
  })

  it("lists client_stats to an admin with each client's order count and last order", async () => {
    const page = await world.admin.pb.collection("client_stats").getList(1, 200, { sort: "-created" })
    expect(page.totalItems).toBe(62)
    const a = page.items.find((i) => i.id === clientA.id)
    const b = page.items.find((i) => i.id === clientB.id)
    const newestOfA = await world.admin.pb
      .collection("orders")
      .getFirstListItem(world.admin.pb.filter("client = {:id}", { id: clientA.id }), { sort: "-created" })
    expect(a).toMatchObject({ name: "Client A", email: clientA.email, role: "client", order_count: 2 })
    expect(a?.last_order_at).toBe(newestOfA.created)
    expect(b).toMatchObject({ name: "Client B", order_count: 0, last_order_at: "" })
    expect(page.items.every((i) => i.role === "client")).toBe(true)

    // Every count agrees with the orders themselves.
    for (const item of page.items.slice(0, 10)) {
      const own = await world.admin.pb
        .collection("orders")
        .getList(1, 1, { filter: world.admin.pb.filter("client = {:id}", { id: item.id }) })
      expect(item.order_count, item.name as string).toBe(own.totalItems)
    }
  })

  it("searches and pages client_stats on the server", async () => {
    const filter = world.admin.pb.filter("name ~ {:q} || email ~ {:q}", { q: "Client B" })
    const found = await world.admin.pb.collection("client_stats").getList(1, 20, { filter })
    expect(found.items.map((i) => i.id)).toEqual([clientB.id])
    // By e-mail too: the view carries it as a plain field (users refuses to filter a hidden e-mail).
    const byEmail = world.admin.pb.filter("name ~ {:q} || email ~ {:q}", { q: clientA.email })
    expect(
      (await world.admin.pb.collection("client_stats").getList(1, 20, { filter: byEmail })).items,
    ).toHaveLength(1)
    const second = await world.admin.pb.collection("client_stats").getList(2, 20, { sort: "-created" })
    expect(second.items).toHaveLength(20)
    expect(second.totalPages).toBe(4)
  })

  it("shows client_stats to nobody but admins", async () => {
    for (const pb of [guest, clientA.pb, clientB.pb]) {
      const list = await pb.collection("client_stats").getList(1, 50)
      expect(list.items).toEqual([])
      await expect(pb.collection("client_stats").getOne(clientA.id)).rejects.toMatchObject({ status: 404 })
    }
    const write = await fetch(`${world.server.url}/api/collections/client_stats/records`, {
      method: "POST",
      headers: { Authorization: world.admin.pb.authStore.token, "content-type": "application/json" },
      body: JSON.stringify({ name: "x" }),
    })
    expect(write.status).toBeGreaterThanOrEqual(400)
  })
})
