import type { RecordModel } from "pocketbase"
import { describe, expect, it } from "vitest"
import type { ReceivedMail } from "../support/smtp"
import { approve, launchOf, launchOrder, markItem, moveStep, submitItem } from "./launch-support"
import { startMessagesWorld } from "./messages-support"
import { expectReasonRequired, refusal } from "./move-refusals"
import { newOrder } from "../support/orders"
import { testFixture } from "../support/world"

// Cancelling an order (issue 40 item 7, docs/decisions.md §27): only the studio cancels, always with a reason the
// client reads; the client gets its own notification and e-mail (never the completion's words), the launch stops
// and the figures count the order neither open nor completed; a cancelled order reopens to pending approval only.

const ITEMS = ["logo", "colors_fonts", "products", "policies", "domain"]
const COMPLETION = "Congratulations! Your order has been completed."

describe("cancelling an order", () => {
  const w = testFixture(() => startMessagesWorld())
  const cancelMail = (order: RecordModel) => (m: ReceivedMail) =>
    m.to.includes(w.client.email) && m.parsed.subject === `Order cancelled: ${order.title}`
  const notes = (order: RecordModel) =>
    w.client.pb.collection("notifications").getFullList({
      filter: w.client.pb.filter("related_order = {:id}", { id: order.id }),
      sort: "created",
      requestKey: null,
    })
  const stats = () =>
    w.admin.pb.send<{ pendingApproval: number; inProgress: number; completed: number; totalOrders: number }>(
      "/api/launchdesk/admin/stats",
      { requestKey: null },
    )
  const pendingReminders = (order: RecordModel) =>
    w.su.collection("mail_outbox").getFullList({
      filter: w.su.filter("order = {:id} && kind = 'intake_reminder' && state = 'queued'", { id: order.id }),
      requestKey: null,
    })

  /** An approved order whose 2-day clock runs: the intake marked not needed, the payment waived. */
  async function runningOrder(): Promise<RecordModel> {
    const order = await newOrder(w.client)
    await approve(w.admin, order)
    for (const item of ITEMS) await markItem(w.admin.pb, order.id, item, "not_needed")
    return order
  }

  it("stops the launch and tells the client in its own words, with the reason", async () => {
    const order = await runningOrder()
    expect((await launchOf(w.client.pb, order.id)).clock_running_since).not.toBe("")
    const before = await stats()
    const reason = "The brand is on hold until spring, as agreed by phone."

    const saved = await w.admin.pb.collection("orders").update(order.id, { status: "cancelled", reason })
    expect(saved.status).toBe("cancelled")

    // the history keeps the reason; the client reads it
    const [event] = await w.client.pb.collection("order_events").getFullList({
      filter: w.client.pb.filter("order = {:id} && to = 'cancelled'", { id: order.id }),
    })
    expect(event).toMatchObject({ from: "in_progress", note: reason })

    // its own notification, the specification's message form with the reason after it
    const note = (await notes(order)).at(-1)!
    expect(note.title).toBe(`Order cancelled: ${order.title}`)
    expect(note.message).toBe(
      `Your order "${order.title}" status has been updated to: cancelled. Reason: The brand is on hold until spring, as agreed by phone.`,
    )
    expect(note.status).toBe("unread")

    // its own e-mail: subject, heading and sentences, never the completion's
    const [mail] = await w.smtp.waitFor(cancelMail(order))
    const text = mail!.parsed.text ?? ""
    expect(text).toContain("We have cancelled your order: we will not build it.\n")
    expect(text).toContain(`Reason: ${reason}\n`)
    expect(text).toContain(
      "Its launch has stopped: the 2-day clock is stopped and nothing more is needed from you.",
    )
    expect(text).toContain("Status: Cancelled")
    expect(text).not.toContain(COMPLETION)
    expect(mail!.parsed.html).toContain(">Order cancelled</")
    expect(mail!.parsed.html).not.toContain("Congratulations")

    // the launch stops: no clock, nobody's turn, no route changes it
    const launch = await launchOf(w.client.pb, order.id)
    expect(launch).toMatchObject({ waits_on: "", clock_running_since: "", next: "cancelled", owes: [] })
    const step = await refusal(moveStep(w.admin.pb, order.id, "building"))
    const intake = await refusal(submitItem(w.client.pb, order.id, "logo", { answer: "Attached" }))
    for (const refused of [step, intake]) {
      expect([refused?.status, refused?.message]).toEqual([
        400,
        "The launch has stopped: the order is cancelled.",
      ])
    }
    const open = await w.admin.pb.send<{ items: { order: string }[] }>(
      "/api/launchdesk/admin/open-launches",
      {},
    )
    expect(open.items.map((l) => l.order)).not.toContain(order.id)

    // the figures: neither open nor completed; the admin list filters by it
    const after = await stats()
    expect(after.inProgress).toBe(before.inProgress - 1)
    expect(after.pendingApproval).toBe(before.pendingApproval)
    expect(after.completed).toBe(before.completed)
    const listed = await w.admin.pb.send<{ items: { id: string }[]; totalItems: number }>(
      "/api/launchdesk/admin/orders?status=cancelled",
      { requestKey: null },
    )
    expect(listed.items.map((o) => o.id)).toContain(order.id)
    expect(listed.totalItems).toBeGreaterThanOrEqual(1)
    const mine = await w.client.pb.send<{ items: { id: string }[] }>(
      "/api/launchdesk/portal/orders?status=cancelled",
      { requestKey: null },
    )
    expect(mine.items.map((o) => o.id)).toContain(order.id)
  })

  it("tells a client who has not paid that nothing is due, and cancels a pending order without a launch", async () => {
    const unpaid = await newOrder(w.client)
    await w.admin.pb.collection("orders").update(unpaid.id, { status: "in_progress" }) // its payment is due
    expect(await pendingReminders(unpaid)).toHaveLength(1) // its intake is open: a reminder waits
    await w.admin.pb
      .collection("orders")
      .update(unpaid.id, { status: "cancelled", reason: "Duplicate order." })
    const [mail] = await w.smtp.waitFor(cancelMail(unpaid))
    expect(mail!.parsed.text).toContain("Nothing is due for this order: please do not pay for it.")
    expect(await pendingReminders(unpaid)).toHaveLength(0) // the intake reminders end with the launch

    const pending = await newOrder(w.client)
    await w.admin.pb.collection("orders").update(pending.id, { status: "cancelled", reason: "Out of scope." })
    const [first] = await w.smtp.waitFor(cancelMail(pending))
    expect(first!.parsed.text).not.toContain("Its launch has stopped")
    expect(first!.parsed.text).not.toContain("Nothing is due")
    // the studio's New-order alert is answered
    const alerts = await w.admin.pb.collection("notifications").getFullList({
      filter: w.admin.pb.filter("related_order = {:id} && user = {:me} && status = 'unread'", {
        id: pending.id,
        me: w.admin.id,
      }),
    })
    expect(alerts).toHaveLength(0)
  })

  it("undoes the launch of a completed order it cancels; the figures stop counting it launched", async () => {
    const order = await runningOrder()
    await launchOrder(w.admin.pb, order.id)
    const launchStats = () =>
      w.admin.pb.send<{ windows: { launched: number }[] }>("/api/launchdesk/admin/launch-stats", {
        requestKey: null,
      })
    const launched = (await launchStats()).windows[0]!.launched
    await w.admin.pb
      .collection("orders")
      .update(order.id, { status: "cancelled", reason: "Refunded: the client left." })
    expect(await launchOf(w.client.pb, order.id)).toMatchObject({ launched_at: "", waits_on: "" })
    expect((await launchStats()).windows[0]!.launched).toBe(launched - 1)
    const [mail] = await w.smtp.waitFor(cancelMail(order))
    expect(mail!.parsed.text).not.toContain(COMPLETION)
  })

  it("refuses a cancellation without a reason on REST, batch and as a superuser; nothing changes", async () => {
    const order = await runningOrder()
    const count = (await notes(order)).length
    await expectReasonRequired(
      w,
      order.id,
      "cancelled",
      "Say why the order is cancelled: the client reads the reason in the portal and in the e-mail.",
    )
    expect((await w.admin.pb.collection("orders").getOne(order.id)).status).toBe("in_progress")
    expect((await launchOf(w.client.pb, order.id)).waits_on).not.toBe("")
    expect(await notes(order)).toHaveLength(count)
  })

  it("never lets a client cancel, its own order or another's, on REST or batch, even with a reason", async () => {
    const order = await newOrder(w.client)
    for (const who of [w.client, w.other]) {
      const move = { status: "cancelled", reason: "I changed my mind." }
      const rest = await refusal(who.pb.collection("orders").update(order.id, move))
      expect([403, 404]).toContain(rest?.status)
      const batch = who.pb.createBatch()
      batch.collection("orders").update(order.id, move)
      const batched = await refusal(batch.send())
      expect([400, 403, 404]).toContain(batched?.status)
    }
    expect((await w.admin.pb.collection("orders").getOne(order.id)).status).toBe("pending_approval")
    expect((await notes(order)).filter((n) => n.title.startsWith("Order cancelled"))).toHaveLength(0)
  })

  it("reopens a cancelled order to pending approval only, with a reason; approved again, its launch resumes", async () => {
    const order = await runningOrder()
    await w.admin.pb.collection("orders").update(order.id, { status: "cancelled", reason: "On hold." })
    for (const to of ["in_progress", "completed"]) {
      const refused = await refusal(
        w.admin.pb.collection("orders").update(order.id, { status: to, reason: "Back on." }),
      )
      expect([refused?.status, refused?.message]).toEqual([
        400,
        "A cancelled order reopens to Pending Approval first: approve it from there.",
      ])
    }
    const bare = await refusal(
      w.admin.pb.collection("orders").update(order.id, { status: "pending_approval" }),
    )
    expect([bare?.status, bare?.message]).toEqual([
      400,
      "Say why the cancelled order reopens: the client reads the reason in the portal and in the e-mail.",
    ])

    await w.admin.pb.collection("orders").update(order.id, {
      status: "pending_approval",
      reason: "The client wants it after all.",
    })
    const [mail] = await w.smtp.waitFor(
      (m) =>
        m.parsed.subject === `Order Update: ${order.title}` && (m.parsed.text ?? "").includes("reopened"),
    )
    expect(mail!.parsed.text).toContain(
      "We have received your order and it is pending approval.\n\nWe have reopened your cancelled order: it waits for our approval again.\n",
    )
    expect(mail!.parsed.text).toContain("Reason: The client wants it after all.\n")
    expect((await launchOf(w.client.pb, order.id)).waits_on).toBe("studio") // on hold, the studio's to approve

    await w.admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    const resumed = await launchOf(w.client.pb, order.id)
    expect(resumed.waits_on).not.toBe("")
    expect(await moveStep(w.admin.pb, order.id, "building")).toMatchObject({ launch: { step: "building" } })
  })
})
