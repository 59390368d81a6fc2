import type { RecordModel } from "pocketbase"
import { beforeAll, describe, expect, it } from "vitest"
import type { Account } from "../support/accounts"
import { DEMO_CLIENTS, signInDemo } from "../support/demo"
import { testWorld } from "../support/world"

// What `make run` seeds (`demo seed --if-empty`), as the running binary answers it: the 2-day promise with real
// figures, every open launch, and the e-mails of each order.

interface OpenLaunch {
  order: string
  title: string
  step: string
  waits_on: string
  remaining_ms: number | null
  paused: boolean
}
interface Stats {
  open: { items: OpenLaunch[]; total: number; late: number; perPage: number }
  windows: { days: number; launched: number; on_time: number; on_time_share: number | null }[]
  weeks: { on_time: number; late: number }[]
}

describe("the default demo", () => {
  const world = testWorld({ demo: ["--if-empty"], demoAdmin: true })
  let ava: Account

  beforeAll(async () => {
    ava = await signInDemo(world.server, DEMO_CLIENTS.ava)
  }, 60_000)

  it("answers the dashboard with the promise kept but once, and every open launch with its time left", async () => {
    const stats = await world.admin.pb.send<Stats>("/api/launchdesk/admin/launch-stats", {})
    const [days30, days90] = stats.windows
    expect(days30!.launched).toBeGreaterThanOrEqual(3)
    expect(days30!.on_time).toBe(days30!.launched - 1) // one late
    expect(days90!.launched).toBeGreaterThan(days30!.launched)
    expect(stats.weeks.reduce((n, w) => n + w.late, 0)).toBe(1)

    const open = stats.open
    expect(open.total).toBe(5)
    expect(open.late).toBe(0)
    const byTitle = new Map(open.items.map((o) => [o.title, o]))
    const building = byTitle.get("Made-to-measure booking pages")!
    expect(building.step).toBe("building")
    expect(building.remaining_ms).toBeGreaterThan(24 * 3_600_000) // due beyond the next 24 h, listed all the same
    expect(byTitle.get("Board shorts restock landing")).toMatchObject({ step: "preview", paused: true })
    expect(byTitle.get("Wetsuit size guide pages")).toMatchObject({
      step: "access",
      waits_on: "client",
      remaining_ms: null,
    })
    expect(byTitle.get("Winter coat pre-order page")).toMatchObject({ step: "intake", waits_on: "client" })
    const left = open.items.map((o) => o.remaining_ms)
    const started = left.filter((ms): ms is number => ms !== null)
    expect(started).toEqual([...started].sort((a, b) => a - b))
    expect(left.slice(started.length).every((ms) => ms === null)).toBe(true)

    const figures = await world.admin.pb.send<{ completed: number; inProgress: number }>(
      "/api/launchdesk/admin/stats",
      {},
    )
    expect(figures.completed).toBe(days90!.launched)
    expect(figures.inProgress).toBe(open.total)
  })

  it("logs the e-mails of every order and leaves no approved order's alert unread", async () => {
    expect(
      await world.admin.pb.collection("orders").getFullList({ filter: "status = 'cancelled'", fields: "id" }),
    ).toHaveLength(1) // the demo shows one order the studio cancelled
    const orders = await world.admin.pb.collection("orders").getFullList({ fields: "id,title,status" })
    for (const order of orders) {
      const mails = await world.admin.pb.collection("mail_outbox").getFullList({
        filter: world.admin.pb.filter("order = {:id}", { id: order.id }),
        fields: "kind,subject,state",
      })
      const changes = { pending_approval: 0, in_progress: 1, completed: 2, cancelled: 0 }[
        order.status as string
      ]
      expect(mails.filter((m) => m.kind === "status_change").length, order.title).toBe(changes)
      const cancelled = mails.filter((m) => m.kind === "order_cancelled")
      expect(
        cancelled.map((m) => m.subject),
        order.title,
      ).toEqual(order.status === "cancelled" ? [`Order cancelled: ${order.title}`] : [])
      expect(mails.filter((m) => m.kind === "new_order").length, order.title).toBe(1)
      expect(mails.every((m) => m.state === "sent")).toBe(true)
    }
    const unread = await world.admin.pb.collection("notifications").getFullList({
      filter: world.admin.pb.filter("user = {:id} && status = 'unread'", { id: world.admin.id }),
      expand: "related_order",
    })
    for (const n of unread) {
      expect((n.expand?.related_order as RecordModel).status, n.title).toBe("pending_approval")
    }
  })

  it("shows Ava her order being built, with its launch and intake", async () => {
    const [order] = await ava.pb.collection("orders").getFullList({
      filter: ava.pb.filter("title = {:t}", { t: "Made-to-measure booking pages" }),
    })
    const launch = await ava.pb
      .collection("launches")
      .getFirstListItem(ava.pb.filter("order = {:id}", { id: order!.id }))
    expect(launch).toMatchObject({ step: "building", waits_on: "studio", intake_complete: true })
    expect(order!.collaborator_code ?? "").toBe("")
    const items = await ava.pb
      .collection("intake_items")
      .getFullList({ filter: ava.pb.filter("order = {:id}", { id: order!.id }) })
    expect(items.map((i) => i.state).sort()).toEqual(["done", "done", "done", "done", "done"])
    const phones = new Set((await ava.pb.collection("orders").getFullList()).map((o) => o.phone_number))
    expect(phones.size).toBe(1)
  })
})
