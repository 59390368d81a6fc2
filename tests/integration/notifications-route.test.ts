import { beforeAll, describe, expect, it } from "vitest"
import { type Account, createSuperuser, signUpClient } from "../support/accounts"
import { getAs } from "../support/get-as"
import { testWorld } from "../support/world"

interface Row {
  id: string
  title: string
  status: string
  related_order: string
  expand?: { related_order?: { id: string; title: string } }
  [field: string]: unknown
}
interface Page {
  totalItems: number
  totalPages: number
  items: Row[]
  counts: { all: number; unread: number }
  data?: Record<string, unknown>
}

// The Notifications page's route: one page of the signed-in user's own notifications with its counts. Tried as
// anonymous, a superuser, the owner, another client and an admin, with what a caller could bend, and at once.
describe("GET /api/launchdesk/notifications", () => {
  const world = testWorld({ admin: "Test Admin" })
  let ana: Account
  let ben: Account
  let superToken: string
  let anaOrder: string
  let benOrder: string

  const get = (query: string, who: Account | string | null) =>
    getAs<Page>(`${world.server.url}/api/launchdesk/notifications?${query}`, who)
  const notify = (user: Account, title: string, related_order = "") =>
    world.admin.pb
      .collection("notifications")
      .create({ user: user.id, title, message: `${title}.`, status: "unread", related_order })

  beforeAll(async () => {
    ana = await signUpClient(world.server, "Ana")
    ben = await signUpClient(world.server, "Ben")
    superToken = (await createSuperuser(world.server)).authStore.token
    const order = (c: Account, title: string) =>
      c.pb.collection("orders").create({ title, company_name: "Co", description: "d", client: c.id })
    anaOrder = (await order(ana, "Ana's capsule")).id
    benOrder = (await order(ben, "Ben's secret drop")).id
    for (let i = 0; i < 7; i++) await notify(ana, `Update ${i}`, anaOrder)
    await notify(ben, "For Ben", benOrder)
  })

  it("needs a signed-in user of the app: anonymous gets 401, a superuser is refused", async () => {
    expect((await get("", null)).status).toBe(401)
    expect((await get("", superToken)).status).not.toBe(200)
  })

  it("gives the owner its own notifications newest first, with its counts and its orders' titles", async () => {
    const res = await get("perPage=3", ana)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ totalItems: 7, totalPages: 3, counts: { all: 7, unread: 7 } })
    expect(res.body.items.map((n) => n.title)).toEqual(["Update 6", "Update 5", "Update 4"])
    expect(res.body.items[1]!.expand?.related_order).toEqual({ id: anaOrder, title: "Ana's capsule" })
    expect(JSON.stringify((await get("perPage=50", ana)).body)).not.toContain("secret drop")
  })

  it("never shows another user's notifications; an admin reads its own", async () => {
    const ben1 = await get("perPage=50", ben)
    expect(ben1.body.items.map((n) => n.title)).toEqual(["For Ben"])
    expect(ben1.body.items[0]!.expand?.related_order?.title).toBe("Ben's secret drop")
    expect(ben1.body.counts).toEqual({ all: 1, unread: 1 })
    expect(
      (await get(`user=${ana.id}&filter=${encodeURIComponent("user != ''")}`, ben)).body.totalItems,
    ).toBe(1)
    // the studio's own alerts (the hooks write one per new order) come with the order's title
    const own = await get("", world.admin)
    expect(own.body.totalItems).toBeGreaterThan(0)
    expect(own.body.items.map((n) => n.expand?.related_order?.title).sort()).toEqual([
      "Ana's capsule",
      "Ben's secret drop",
    ])
    expect(JSON.stringify((await get("perPage=50", ben)).body)).not.toContain("Ana's capsule")
  })

  it("filters by status, and the counts follow a read and a renamed order at once", async () => {
    const first = (await get("perPage=1&status=unread", ana)).body.items[0]!
    await ana.pb.collection("notifications").update(first.id, { status: "read" })
    const after = await get("status=read", ana)
    expect(after.body.items.map((n) => n.id)).toEqual([first.id])
    expect(after.body.counts).toEqual({ all: 7, unread: 6 })
    expect((await get("status=unread", ana)).body.totalItems).toBe(6)
    await world.admin.pb.collection("orders").update(anaOrder, { title: "Ana's renamed capsule" })
    expect((await get("perPage=2", ana)).body.items[0]!.expand?.related_order?.title).toBe(
      "Ana's renamed capsule",
    )
  })

  it("refuses a bad status or page size with a message for each", async () => {
    const bad = await get("status=archived&perPage=500&page=0", ana)
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.data ?? {}).sort()).toEqual(["page", "perPage", "status"])
  })

  it("keeps users' pages apart when they read at once while notifications arrive", async () => {
    const reads = Array.from({ length: 40 }, (_, i) => {
      const who = i % 2 ? ana : ben
      return get("perPage=50", who).then((res) => ({ who, res }))
    })
    const write = notify(ben, "For Ben again")
    const results = await Promise.all(reads)
    await write
    for (const { who, res } of results) {
      expect(res.status).toBe(200)
      const titles = res.body.items.map((n) => n.title)
      if (who === ben) expect(titles.every((t) => t.startsWith("For Ben"))).toBe(true)
      else expect(titles.some((t) => t.startsWith("For Ben"))).toBe(false)
    }
    expect((await get("", ben)).body.counts.all).toBe(2)
  })
})
