import { beforeAll, describe, expect, it } from "vitest"
import { type Account, createSuperuser, signUpClient } from "../support/accounts"
import { getAs } from "../support/get-as"
import { testWorld } from "../support/world"

interface Card {
  id: string
  title: string
  company_name: string
  status: string
  [field: string]: unknown
}
interface Page {
  page: number
  perPage: number
  totalItems: number
  totalPages: number
  items: Card[]
  data?: Record<string, unknown>
}

// My Orders' own route: one page of the signed-in user's orders. Tried as anonymous, a superuser, the owner,
// another client and an admin; with every parameter a caller could bend, and with the two clients at once.
describe("GET /api/launchdesk/portal/orders", () => {
  const world = testWorld({ admin: "Test Admin" })
  let ana: Account
  let ben: Account
  let superToken: string

  const get = (query: string, who: Account | string | null) =>
    getAs<Page>(`${world.server.url}/api/launchdesk/portal/orders?${query}`, who)
  const make = (c: Account, title: string, company: string) =>
    c.pb.collection("orders").create({
      title,
      company_name: company,
      description: "private brief",
      phone_number: "+1 555 0100",
      collaborator_code: "4821",
      client: c.id,
    })

  beforeAll(async () => {
    ana = await signUpClient(world.server, "Ana")
    ben = await signUpClient(world.server, "Ben")
    superToken = (await createSuperuser(world.server)).authStore.token
    for (let i = 0; i < 12; i++) await make(ana, `Spring drop ${i}`, i % 2 ? "Velvet Atelier" : "Noir Goods")
    await make(ben, "Ben's lookbook", "Velvet Atelier")
  })

  it("needs a signed-in user of the app: anonymous gets 401, a superuser is refused", async () => {
    expect((await get("", null)).status).toBe(401)
    expect((await get("", superToken)).status).not.toBe(200)
    expect((await get("", "not-a-token")).status).toBe(401)
  })

  it("gives the owner its own orders newest first, with true totals and card fields only", async () => {
    const first = await get("perPage=5", ana)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ page: 1, perPage: 5, totalItems: 12, totalPages: 3 })
    expect(first.body.items.map((o) => o.title)).toEqual([11, 10, 9, 8, 7].map((i) => `Spring drop ${i}`))
    const card = first.body.items[0]!
    expect(Object.keys(card).sort()).toEqual(
      [
        "budget",
        "collectionId",
        "collectionName",
        "company_name",
        "created",
        "id",
        "priority",
        "status",
        "timeline",
        "title",
        "updated",
      ].sort(),
    )
    expect(card.collectionName).toBe("orders")
    expect(JSON.stringify(first.body)).not.toMatch(/4821|private brief|555 0100/)
    expect((await get("perPage=5&page=3", ana)).body.items.map((o) => o.title)).toEqual([
      "Spring drop 1",
      "Spring drop 0",
    ])
  })

  it("never shows another client's orders, whatever the parameters", async () => {
    const mine = await get("perPage=50", ben)
    expect(mine.body.items.map((o) => o.title)).toEqual(["Ben's lookbook"])
    expect((await get("q=spring", ben)).body.totalItems).toBe(0)
    const asked = await get(`client=${ana.id}`, ben)
    expect(asked.status).toBe(400)
    expect(Object.keys(asked.body.data ?? {})).toEqual(["client"])
    // the search text is data, never a filter: quotes and operators widen nothing
    for (const q of [`x' OR client != '`, `" OR "`, `client != ''`, `*`, `spring OR ben`]) {
      const res = await get(`q=${encodeURIComponent(q)}`, ben)
      expect(res.status).toBe(200)
      expect(res.body.items.every((o) => o.title === "Ben's lookbook")).toBe(true)
    }
  })

  it("gives an admin its own orders (none), not every order", async () => {
    const res = await get("", world.admin)
    expect(res.status).toBe(200)
    expect(res.body.totalItems).toBe(0)
  })

  it("filters by status and matches the start of each word typed", async () => {
    const target = (await get("perPage=1", ana)).body.items[0]!
    await world.admin.pb.collection("orders").update(target.id, { status: "in_progress" })
    // the cached first page is gone with the write: the next read shows the new status
    expect((await get("perPage=1", ana)).body.items[0]!.status).toBe("in_progress")
    expect((await get("status=in_progress", ana)).body.items.map((o) => o.id)).toEqual([target.id])
    expect((await get("status=in_progress", ben)).body.totalItems).toBe(0)
    expect((await get("q=velv%20ATEL", ana)).body.totalItems).toBe(6)
    expect((await get("q=drop%2011", ana)).body.items.map((o) => o.title)).toEqual(["Spring drop 11"])
    expect((await get("q=no", ana)).body.totalItems).toBe(6) // 2 characters: found inside words too
    expect((await get("q=telier", ana)).body.totalItems).toBe(0) // not the start of a word
  })

  it("finds two words, the second one partial, page by page, in the client's own orders only (issue 43)", async () => {
    const titles = async (query: string, who: Account) =>
      (await get(query, who)).body.items.map((o) => o.title)
    expect((await get("q=velvet%20dr", ana)).body.totalItems).toBe(6)
    expect(await titles("q=velvet%20dr&perPage=4&page=2", ana)).toEqual(["Spring drop 3", "Spring drop 1"])
    expect(await titles("q=noir%20spr&sort=title&perPage=3", ana)).toEqual(
      [0, 10, 2].map((i) => `Spring drop ${i}`),
    )
    expect(await titles("q=velvet%20dr&status=in_progress", ana)).toEqual(["Spring drop 11"])
    expect(await titles("q=velvet%20lo", ben)).toEqual(["Ben's lookbook"])
    expect((await get("q=velvet%20dr", ben)).body.totalItems).toBe(0) // Ana's orders are not Ben's
  })

  it("refuses what My Orders never sends, each with a message", async () => {
    const bad = await get("sort=due&perPage=500&page=0&status=lost&overdue=1", ana)
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.data ?? {}).sort()).toEqual(["overdue", "page", "perPage", "sort", "status"])
    expect((await get(`q=${"x".repeat(101)}`, ana)).status).toBe(400)
    for (const sort of ["title", "-title", "company_name", "status", "-updated", "created"]) {
      expect((await get(`sort=${sort}`, ana)).status).toBe(200)
    }
  })

  it("keeps the two clients' pages apart when they read at once, while orders change", async () => {
    const reads = Array.from({ length: 40 }, (_, i) => {
      const who = i % 2 ? ana : ben
      return get("perPage=50", who).then((res) => ({ who, res }))
    })
    const write = make(ben, "Ben's second drop", "Velvet Atelier")
    const results = await Promise.all(reads)
    await write
    for (const { who, res } of results) {
      expect(res.status).toBe(200)
      const titles = res.body.items.map((o) => o.title)
      if (who === ben) expect(titles.every((t) => t.startsWith("Ben's"))).toBe(true)
      else expect(titles.every((t) => t.startsWith("Spring drop"))).toBe(true)
    }
    expect((await get("", ben)).body.totalItems).toBe(2)
  })
})
