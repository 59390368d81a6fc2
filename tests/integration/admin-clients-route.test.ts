import { beforeAll, describe, expect, it } from "vitest"
import { type Account, signUpClient } from "../support/accounts"
import { testWorld } from "../support/world"

interface ClientPage {
  totalItems: number
  totalPages: number
  items: { id: string; name: string; email: string; order_count: number; last_order_at: string }[]
  data?: Record<string, unknown>
}

describe("GET /api/launchdesk/admin/clients", () => {
  const world = testWorld({ admin: "Test Admin" })
  const clients: Account[] = []

  const get = async (query: string, who: Account | null = world.admin) => {
    const res = await fetch(`${world.server.url}/api/launchdesk/admin/clients?${query}`, {
      headers: who ? { Authorization: who.pb.authStore.token } : {},
    })
    return { status: res.status, body: (await res.json()) as ClientPage }
  }

  beforeAll(async () => {
    for (const name of ["Zoe Quinn", "Ana Lopez", "Bo Chen"])
      clients.push(await signUpClient(world.server, name))
    for (let i = 0; i < 3; i++) {
      await clients[1]!.pb
        .collection("orders")
        .create({ title: `Order ${i}`, company_name: "Lopez Co", description: "d", client: clients[1]!.id })
    }
  })

  it("is for admins only", async () => {
    expect((await get("", null)).status).toBe(401)
    expect((await get("", clients[0]!)).status).toBe(403)
  })

  it("lists clients only (never admins), newest first, with true order figures and e-mails", async () => {
    const { body } = await get("")
    expect(body.totalItems).toBe(3)
    expect(body.items.map((c) => c.name)).toEqual(["Bo Chen", "Ana Lopez", "Zoe Quinn"])
    const ana = body.items.find((c) => c.name === "Ana Lopez")!
    expect(ana).toMatchObject({ email: clients[1]!.email, order_count: 3 })
    expect(ana.last_order_at).not.toBe("")
    expect(body.items.find((c) => c.name === "Bo Chen")).toMatchObject({ order_count: 0, last_order_at: "" })
  })

  it("searches name or e-mail, sorts and pages", async () => {
    expect((await get("q=lopez")).body.items.map((c) => c.name)).toEqual(["Ana Lopez"])
    expect((await get(`q=${encodeURIComponent(clients[2]!.email)}`)).body.items.map((c) => c.name)).toEqual([
      "Bo Chen",
    ])
    expect((await get("q=%25")).body.totalItems).toBe(0) // a literal %, not a wildcard
    expect((await get("sort=name")).body.items.map((c) => c.name)).toEqual([
      "Ana Lopez",
      "Bo Chen",
      "Zoe Quinn",
    ])
    expect((await get("sort=-order_count")).body.items[0]!.name).toBe("Ana Lopez")
    const second = await get("perPage=2&page=2")
    expect(second.body).toMatchObject({ totalItems: 3, totalPages: 2 })
    expect(second.body.items).toHaveLength(1)
  })

  it("refuses malformed parameters with field messages", async () => {
    const bad = await get("sort=password&page=-1&perPage=1000")
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.data ?? {}).sort()).toEqual(["page", "perPage", "sort"])
  })
})
