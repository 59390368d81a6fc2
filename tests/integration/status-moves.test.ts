import type { RecordModel } from "pocketbase"
import { describe, expect, it } from "vitest"
import type { ReceivedMail } from "../support/smtp"
import { approve, launchOf, launchOrder, markItem, moveStep, submitItem } from "./launch-support"
import { startMessagesWorld } from "./messages-support"
import { expectReasonRequired, refusal } from "./move-refusals"
import { newOrder } from "../support/orders"
import { testFixture } from "../support/world"
import { orderTexts } from "../support/hook-texts"

// Moving an order back (issue 27, item 3; docs/decisions.md §13): a move back needs a reason on every path, and
// the launch, the figures, the client's notification and e-mail all say the same thing afterwards.

const ITEMS = ["logo", "colors_fonts", "products", "policies", "domain"]

describe("status moves back", () => {
  const w = testFixture(() => startMessagesWorld())
  const statusMails = (order: RecordModel) => (m: ReceivedMail) =>
    m.to.includes(w.client.email) && m.parsed.subject === `Order Update: ${order.title}`
  const stats = () =>
    w.admin.pb.send<{ windows: { launched: number }[] }>("/api/launchdesk/admin/launch-stats", {})

  /** A launched order: approved, the intake not needed (the clock starts), then Launched (completed, the studio's override). */
  async function launchedOrder(): Promise<RecordModel> {
    const order = await newOrder(w.client)
    await approve(w.admin, order)
    for (const item of ITEMS) await markItem(w.admin.pb, order.id, item, "not_needed")
    await launchOrder(w.admin.pb, order.id)
    await w.smtp.waitFor((m) => statusMails(order)(m) && (m.parsed.text ?? "").includes("completed"))
    return order
  }

  it("refuses a move back without a reason with a clear 400 on REST, batch and as a superuser; nothing changes", async () => {
    const order = await launchedOrder()
    await expectReasonRequired(
      w,
      order.id,
      "pending_approval",
      "Say why the order moves back from Completed to Pending Approval: the client reads the reason in the portal and in the e-mail.",
    )
    const su = await refusal(w.su.collection("orders").update(order.id, { status: "in_progress" }))
    expect(su?.status).toBe(400) // completed → in progress is a move back too

    // A reason opens nothing to others: the order's client and another client still cannot move it at all.
    for (const who of [w.client, w.other]) {
      const move = { status: "in_progress", reason: "I want changes." }
      const refused = await refusal(who.pb.collection("orders").update(order.id, move))
      expect([403, 404]).toContain(refused?.status)
    }

    expect((await w.admin.pb.collection("orders").getOne(order.id)).status).toBe("completed")
    expect((await launchOf(w.client.pb, order.id)).step).toBe("launched")
    const notes = await w.client.pb.collection("notifications").getFullList({
      filter: w.client.pb.filter("related_order = {:id} && title ~ 'Order Status Updated'", { id: order.id }),
    })
    expect(notes).toHaveLength(2) // approved, completed: nothing for the refused moves (the payment's note aside)
  })

  it("moving a launched order back to pending approval undoes the launch and holds it; the texts agree", async () => {
    const order = await launchedOrder()
    const launched = (await stats()).windows[0]!.launched
    const reason = "We approved it by mistake: the scope needs a call first."
    await w.admin.pb.collection("orders").update(order.id, { status: "pending_approval", reason })

    const held = await launchOf(w.client.pb, order.id)
    expect(held).toMatchObject({
      step: "building",
      launched_at: "",
      waits_on: "studio",
      clock_running_since: "",
    })
    const figures = await stats()
    expect(figures.windows[0]!.launched).toBe(launched - 1)
    const open = await w.admin.pb.send<{ items: { order: string }[] }>(
      "/api/launchdesk/admin/open-launches",
      {},
    )
    expect(open.items.map((l) => l.order)).not.toContain(order.id) // on hold: no time running

    const [event] = await w.client.pb.collection("order_events").getFullList({
      filter: w.client.pb.filter("order = {:id} && to = 'pending_approval' && from = 'completed'", {
        id: order.id,
      }),
    })
    expect(event!.note).toBe(reason)
    const note = await w.client.pb.collection("notifications").getFirstListItem(
      w.client.pb.filter("related_order = {:id} && title ~ 'Order Status' && message ~ 'Reason'", {
        id: order.id,
      }),
    )
    expect(note.message).toBe(
      `Your order "${order.title}" status has been updated to: pending approval. Reason: ${reason} ` +
        "Its launch is on hold with everything you sent: the 2-day clock is stopped, and the launch resumes where it stopped once we approve the order again.",
    )
    const [mail] = await w.smtp.waitFor(
      (m) => statusMails(order)(m) && (m.parsed.text ?? "").includes("back"),
    )
    const text = mail!.parsed.text ?? ""
    // the specification's status sentence first, then what the move did (issue 39)
    expect(text).toContain(
      `${orderTexts.statusSentence("pending_approval")}\n\nWe have moved your order back to pending approval.\n`,
    )
    expect(text).toContain(`Reason: ${reason}\n`)
    expect(text).toContain("Its launch is on hold with everything you sent")
    expect(text).toContain("Status: Pending Approval")

    // On hold, nobody moves the launch: the studio's and the client's routes say why.
    const step = await refusal(moveStep(w.admin.pb, order.id, "preview"))
    const intake = await refusal(submitItem(w.client.pb, order.id, "logo", { answer: "Attached" }))
    for (const refused of [step, intake]) {
      expect(refused?.status).toBe(400)
      expect(refused?.message).toBe(
        "The launch is on hold while the order waits for approval again: it resumes once the order is approved.",
      )
    }

    // Approved again (a move forward needs no reason): the launch resumes where it stopped.
    await approve(w.admin, order)
    const resumed = await launchOf(w.client.pb, order.id)
    expect(resumed).toMatchObject({ step: "building", waits_on: "studio", launched_at: "" })
    expect(resumed.clock_running_since).not.toBe("")
    const [again] = await w.smtp.waitFor(
      (m) => statusMails(order)(m) && (m.parsed.text ?? "").includes("approved again"),
    )
    expect(again!.parsed.text).toContain(
      `${orderTexts.statusSentence("in_progress")}\n\nYour order is approved again: its launch resumes where it stopped.\n`,
    )
    // its preview was approved before the move back: launching is what comes next
    expect(again!.parsed.text).toContain(
      "Next step: the studio launches your store. The 2-day clock is running.",
    )
  })

  it("reopening a completed order puts its launch back at Building with the clock running; the figures stop counting it", async () => {
    const order = await launchedOrder()
    const before = await launchOf(w.client.pb, order.id)
    const launched = (await stats()).windows[0]!.launched
    const reason = "The checkout fails on phones."
    await w.admin.pb.collection("orders").update(order.id, { status: "in_progress", reason })
    const reopened = await launchOf(w.client.pb, order.id)
    expect(reopened).toMatchObject({ step: "building", launched_at: "", on_time: false, waits_on: "studio" })
    expect(reopened.clock_running_since).not.toBe("")
    expect(reopened.clock_used_ms).toBe(before.clock_used_ms) // the clock runs on from the time used
    expect((await stats()).windows[0]!.launched).toBe(launched - 1)

    const [mail] = await w.smtp.waitFor(
      (m) => statusMails(order)(m) && (m.parsed.text ?? "").includes("reopened"),
    )
    const text = mail!.parsed.text ?? ""
    expect(text).toContain(`${orderTexts.statusSentence("in_progress")}\n\nWe have reopened your order.\n`)
    expect(text).toContain("Reason: The checkout fails on phones.\n") // one full stop
    expect(text).toContain("the launch is back at the step Building.")
  })
})
