import { describe, expect, it } from "vitest"
import { createOrder, mailsTo, startPipeline } from "./pipeline-support"
import { sleep } from "../support/wait"
import { testFixture } from "../support/world"

/** runPool runs task over items with at most `size` running at once. */
async function runPool<T>(items: T[], size: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: size }, lane))
}

// Five changes per order, each a real change from the one before (the reason is what the move back needs, and the
// first completion takes it as the studio's approval of the launch: docs/decisions.md §21).
const sequence = ["in_progress", "completed", "pending_approval", "in_progress", "completed"]

describe("status pipeline: burst", () => {
  const world = testFixture(() => startPipeline())

  it("turns 500 status changes over 100 orders into exactly 500 notifications and 500 e-mails", async () => {
    const orders: string[] = []
    await runPool(
      Array.from({ length: 100 }, (_, i) => i),
      10,
      async () => {
        orders.push((await createOrder(world)).id)
      },
    )
    // One client: its first order is e-mailed to the admin at once, the other 99 are listed in one grouped
    // e-mail at the end of its minute (pipeline-alerts.test.ts); the status e-mails below are the subject here.
    await world.smtp.waitFor(mailsTo(world.admin.email, "New order:"), 1, 30_000)

    await runPool(orders, 20, async (id) => {
      for (const status of sequence) {
        try {
          await world.admin.pb.collection("orders").update(id, { status, reason: "Paused by the brand." })
        } catch (err) {
          // the failed test's error then carries what the server logged (tests/support/failure-logs.ts)
          throw new Error(`order ${id} to ${status}: ${String(err)}`, { cause: err })
        }
      }
    })

    const isStatusMail = mailsTo(world.client.email, "Order Update:")
    await world.smtp.waitFor(isStatusMail, 500, 45_000)
    await sleep(1500) // anything extra would show up now
    const mails = world.smtp.messages.filter(isStatusMail)
    expect(mails).toHaveLength(500)
    expect(new Set(mails.map((m) => m.parsed.messageId)).size).toBe(500)
    for (const id of orders) {
      expect(mails.filter((m) => (m.parsed.html ?? "").includes(`/portal/orders/${id}"`))).toHaveLength(5)
    }

    const notes = await world.su.collection("notifications").getList(1, 1, {
      filter: world.su.filter("user = {:id} && title ~ 'Order Status Updated:%'", { id: world.client.id }),
    })
    expect(notes.totalItems).toBe(500)
    const sent = await world.su.collection("mail_outbox").getList(1, 1, {
      filter: "kind = 'status_change' && state = 'sent' && attempts = 1",
    })
    expect(sent.totalItems).toBe(500)
  })
})
