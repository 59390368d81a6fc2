import { beforeAll, describe, expect, it } from "vitest"
import { type Account, signUpClient } from "../support/accounts"
import { testWorld } from "../support/world"

interface OrderPage {
  page: number
  perPage: number
  totalItems: number
  totalPages: number
  items: {
    id: string
    title: string
    company_name: string
    status: string
    expand?: { client?: { email?: string }; launches_via_order?: unknown }
  }[]
}

describe("GET /api/launchdesk/admin/orders", () => {
  const world = testWorld({ admin: "Test Admin" })
  let ana: Account
  let ben: Account

  const get = async (query: string, who: Account | null = world.admin) => {
    const res = await fetch(`${world.server.url}/api/launchdesk/admin/orders?${query}`, {
      headers: who ? { Authorization: who.pb.authStore.token } : {},
    })
    return { status: res.status, body: (await res.json()) as OrderPage & { data?: Record<string, unknown> } }
  }

  beforeAll(async () => {
    ana = await signUpClient(world.server, "Ana")
    ben = await signUpClient(world.server, "Ben")
    const make = (c: Account, title: string, company: string) =>
      c.pb.collection("orders").create({ title, company_name: company, description: "d", client: c.id })
    for (let i = 0; i < 25; i++) await make(ana, `Spring drop ${i}`, i % 2 ? "Velvet Atelier" : "Noir Goods")
    await make(ben, "Lookbook for Ünïcode Threads", "Mono Label")
  })

  it("is for admins only", async () => {
    expect((await get("", null)).status).toBe(401)
    expect((await get("", ana)).status).toBe(403)
    expect((await get("", world.admin)).status).toBe(200)
  })

  it("pages newest first with true totals and the client expanded with its e-mail", async () => {
    const first = await get("perPage=10")
    expect(first.body).toMatchObject({ page: 1, perPage: 10, totalItems: 26, totalPages: 3 })
    expect(first.body.items[0]!.title).toBe("Lookbook for Ünïcode Threads")
    expect(first.body.items[0]!.expand?.client?.email).toBe(ben.email)
    const last = await get("perPage=10&page=3")
    expect(last.body.items.map((o) => o.title)).toEqual([
      "Spring drop 5",
      "Spring drop 4",
      "Spring drop 3",
      "Spring drop 2",
      "Spring drop 1",
      "Spring drop 0",
    ])
  })

  it("filters by status and client, and searches title or company (case-insensitive, any length)", async () => {
    const order = (await get("perPage=1")).body.items[0]!
    await world.admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    const approved = (await get("status=in_progress")).body.items
    expect(approved.map((o) => o.id)).toEqual([order.id])
    expect(approved[0]!.expand).toMatchObject({
      client: { email: ben.email }, // the newest order is Ben's
      launches_via_order: { order: order.id, step: "approved" },
    })
    expect((await get(`client=${ben.id}`)).body.totalItems).toBe(1)
    expect((await get("q=velvet%20ATEL")).body.totalItems).toBe(12)
    expect((await get("q=drop%2017")).body.items.map((o) => o.title)).toEqual(["Spring drop 17"])
    expect((await get("q=%C3%BCn%C3%AFcode")).body.totalItems).toBe(1) // "ünïcode"
    expect((await get("q=no")).body.totalItems).toBe(14) // 2 characters, LIKE fallback: 13 "Noir Goods" + "Mono Label"
    expect((await get(`q=noir&client=${ben.id}`)).body.totalItems).toBe(0)
    expect((await get("q=%22%20OR%20%22")).status).toBe(200) // FTS syntax in the text is just text
  })

  it("matches the start of every word typed, in any order, whatever the case and accents", async () => {
    expect((await get("q=atel%20VELV")).body.totalItems).toBe(12)
    expect((await get("q=unic%20thr")).body.items.map((o) => o.title)).toEqual([
      "Lookbook for Ünïcode Threads",
    ])
    expect((await get("q=%C3%BCn%C3%AFc")).body.totalItems).toBe(1)
    expect((await get("q=telier")).body.totalItems).toBe(0) // a piece from inside a word is not a word's start
    expect((await get("q=velvet%20goods")).body.totalItems).toBe(0) // every word must match
    expect((await get("q=%22%2A%20%28%29")).body.totalItems).toBe(0) // punctuation only
  })

  it("finds two words, the second one partial, on every page, sort and filter (issue 43)", async () => {
    const titles = async (query: string) => (await get(query)).body.items.map((o) => o.title)
    expect((await get("q=velvet%20dr")).body.totalItems).toBe(12)
    expect((await get("q=noir%20spr")).body.totalItems).toBe(13)
    expect((await get("q=noir%20l")).body.totalItems).toBe(0)
    expect(await titles("q=velvet%20dr&perPage=5&page=3")).toEqual(["Spring drop 3", "Spring drop 1"])
    expect(await titles("q=drop%20velv&sort=title&perPage=4")).toEqual(
      [1, 11, 13, 15].map((i) => `Spring drop ${i}`),
    )
    expect(await titles("q=mono%20l&status=in_progress")).toEqual(["Lookbook for Ünïcode Threads"])
    expect((await get("q=velvet%20dr&status=in_progress")).body.totalItems).toBe(0)
    expect((await get(`q=velvet%20dr&client=${ana.id}&perPage=5&page=3`)).body).toMatchObject({
      totalItems: 12,
    })
    expect((await get(`q=velvet%20dr&client=${ben.id}`)).body.totalItems).toBe(0)
  })

  it("keeps the search index in step when a title changes", async () => {
    const target = (await get("q=drop%2011")).body.items[0]!
    await world.admin.pb.collection("orders").update(target.id, { title: "Renamed capsule" })
    expect((await get("q=drop%2011")).body.totalItems).toBe(0)
    expect((await get("q=capsule")).body.items.map((o) => o.id)).toEqual([target.id])
  })

  it("sorts by every offered column and refuses anything else with a clear message", async () => {
    for (const sort of ["title", "-title", "company_name", "status", "-updated", "created"]) {
      expect((await get(`sort=${sort}`)).status).toBe(200)
    }
    const titles = (await get("sort=title&perPage=3")).body.items.map((o) => o.title)
    expect(titles).toEqual([...titles].sort())
    const bad = await get("sort=password&perPage=500&page=0&status=lost&client=..%2F")
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.data ?? {}).sort()).toEqual(["client", "page", "perPage", "sort", "status"])
  })
})
