import type { RecordModel } from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Account, createAdmin, signUpClient } from "../support/accounts"
import type { ReceivedMail } from "../support/smtp"
import { APP_URL, createOrder, type PipelineWorld, rowsFor, startPipeline } from "./pipeline-support"
import { sleep } from "../support/wait"

const FLOOD = 20

describe("new-order alerts: at most one e-mail per client per minute per admin", () => {
  let world: PipelineWorld

  beforeAll(async () => {
    world = await startPipeline()
  })
  afterAll(async () => {
    await world?.dispose()
  })

  it("groups a client's flood of orders into one e-mail after the minute, naming every order", async () => {
    const second = await createAdmin(world.server, "Second Admin")
    const admins: Account[] = [world.admin, second]
    const other = await signUpClient(world.server, "Other Client")

    const orders: RecordModel[] = []
    for (let i = 0; i < FLOOD; i++) {
      orders.push(await createOrder(world, i === 7 ? "<i>Flood</i> & co" : `Flood store ${i}`))
    }
    // another client's order in the same seconds is alerted at once: the limit is per client
    const elsewhere = await createOrder({ ...world, client: other }, "Elsewhere store")

    const names = (m: ReceivedMail, id: string) => (m.parsed.html ?? "").includes(`/admin/orders/${id}"`)
    const floodMails = (admin: Account) =>
      world.smtp.messages.filter((m) => m.to.includes(admin.email) && orders.some((o) => names(m, o.id)))

    for (const admin of admins) {
      await world.smtp.waitFor((m) => m.to.includes(admin.email) && names(m, elsewhere.id))
    }
    await sleep(3000) // well within the minute: anything more sent now would break the limit
    for (const admin of admins) {
      const first = floodMails(admin)
      expect(first).toHaveLength(1)
      expect(first[0]!.parsed.subject).toBe(`New order: ${orders[0]!.title} from Noir Atelier`)
      // the in-app notification per order stays
      const notes = await world.su.collection("notifications").getFullList({
        filter: world.su.filter("user = {:me} && related_order.client = {:client}", {
          me: admin.id,
          client: world.client.id,
        }),
      })
      expect(notes).toHaveLength(FLOOD)
    }
    const queued = (await rowsFor(world, "mail_outbox", "order", orders[1]!.id)).filter(
      (r) => r.kind === "new_orders",
    )
    expect(queued.map((r) => [r.state, r.orders.length])).toEqual([
      ["queued", FLOOD - 1],
      ["queued", FLOOD - 1],
    ])

    for (const admin of admins) {
      const isGrouped = (m: ReceivedMail) =>
        m.to.includes(admin.email) && (m.parsed.subject ?? "").startsWith("New orders:")
      const [grouped] = await world.smtp.waitFor(isGrouped, 1, 75_000)
      const [first] = floodMails(admin)
      expect(grouped!.receivedAt - first!.receivedAt).toBeGreaterThan(55_000)
      expect(grouped!.parsed.subject).toBe(`New orders: ${FLOOD - 1} more orders from Ava Client`)
      for (const order of orders.slice(1)) {
        expect(names(grouped!, order.id)).toBe(true)
        expect(grouped!.parsed.text).toContain(`${APP_URL}/admin/orders/${order.id}`)
      }
      expect(grouped!.parsed.html).toContain("&lt;i&gt;Flood&lt;/i&gt; &amp; co")
      expect(grouped!.parsed.html).not.toContain("<i>Flood")
      expect(grouped!.parsed.text).toContain("<i>Flood</i> & co")
    }
    await sleep(1500)
    for (const admin of admins) {
      const mails = floodMails(admin)
      expect(mails).toHaveLength(2)
      for (const order of orders) expect(mails.filter((m) => names(m, order.id))).toHaveLength(1)
    }
  }, 120_000)
})
