import type { RecordModel } from "pocketbase"
import { describe, expect, it } from "vitest"
import { type Account, createAdmin, signUpClient } from "../support/accounts"
import type { ReceivedMail } from "../support/smtp"
import { createOrder, rowsFor, startPipeline } from "./pipeline-support"
import { sleep } from "../support/wait"
import { testFixture } from "../support/world"

const FLOOD = 20

describe("new-order alerts: at most one e-mail per client per minute per admin", () => {
  const world = testFixture(() => startPipeline())

  it("sends each admin one e-mail at once for a client's flood and queues the rest as one group for after the minute", async () => {
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
    // The group itself (who is in it, its words, its escaping, its minute) is the hooks' rule, tested where it
    // lives: internal/pipeline/alerts_test.go. Here: one queued group per admin, a minute after the first alert.
    const queued = (await rowsFor(world, "mail_outbox", "order", orders[1]!.id)).filter(
      (r) => r.kind === "new_orders",
    )
    expect(queued.map((r) => [r.state, r.orders.length]).sort()).toEqual([
      ["queued", FLOOD - 1],
      ["queued", FLOOD - 1],
    ])
    expect(queued.map((r) => r.recipient).sort()).toEqual(admins.map((a) => a.email).sort())
    const at = (date: string) => Date.parse(date.replace(" ", "T"))
    for (const group of queued) {
      const wait = at(group.next_attempt as string) - at(orders[0]!.created as string)
      expect(wait).toBeGreaterThan(55_000)
      expect(wait).toBeLessThan(65_000)
    }
  })
})
