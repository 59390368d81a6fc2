import { describe, expect, it } from "vitest"
import type { ReceivedMail } from "../support/smtp"
import { launchOf, moveStep } from "./launch-support"
import { startMessagesWorld } from "./messages-support"
import {
  approveReview,
  askReview,
  orderInBuilding,
  overrideReview,
  requestChanges,
  statusOf,
  tickChange,
} from "./review-support"
import { testFixture } from "../support/world"

// The preview review from the studio's ask to the launch (docs/decisions.md §21): rounds, the client's answers,
// the ticked changes, the history, the notices on both sides, and Launched refused until the preview is approved.

describe("preview review", () => {
  const w = testFixture(() => startMessagesWorld())
  const notes = async (orderId: string) =>
    (
      await w.su.collection("order_events").getFullList({
        filter: w.su.filter("order = {:id} && note != ''", { id: orderId }),
        sort: "created",
      })
    ).map((e) => `${e.actor}: ${e.note}`)
  const mailTo = (email: string, subject: string) => (m: ReceivedMail) =>
    m.to.includes(email) && m.parsed.subject === subject

  it("runs two rounds: changes asked, ticked, asked again, approved; Launched waits for the approval", async () => {
    const order = await orderInBuilding(w.admin, w.client)
    const asked = await askReview(w.admin.pb, order.id, "https://noir-preview.example.com", "open sesame")
    expect(asked.review).toMatchObject({ round: 1, state: "asked", password: "open sesame" })
    expect((await launchOf(w.client.pb, order.id)).step).toBe("preview")
    const refused = "The client has not approved the preview yet"
    await expect(moveStep(w.admin.pb, order.id, "launched")).rejects.toThrow(refused)
    await expect(w.admin.pb.collection("orders").update(order.id, { status: "completed" })).rejects.toThrow(
      refused,
    )
    expect((await w.su.collection("orders").getOne(order.id)).status).toBe("in_progress")

    await w.smtp.waitFor(mailTo(w.client.email, `Your store preview is ready: ${order.title}`))
    const changes = await requestChanges(w.client.pb, order.id, ["Bigger logo", " Fix the footer link "])
    expect(changes.review.state).toBe("changes")
    expect(changes.items.map((i) => [i.text, i.done])).toEqual([
      ["Bigger logo", false],
      ["Fix the footer link", false],
    ])
    expect((await launchOf(w.client.pb, order.id)).step).toBe("building")
    await w.smtp.waitFor(mailTo(w.admin.email, `Changes requested: ${order.title}`))
    expect(await statusOf(askReview(w.admin.pb, order.id))).toBe(400) // the changes are not ticked yet
    for (const item of changes.items) await tickChange(w.admin.pb, order.id, item.id)

    const again = await askReview(w.admin.pb, order.id)
    expect(again.review).toMatchObject({ round: 2, state: "asked" })
    expect(await statusOf(approveReview(w.admin.pb, order.id))).toBe(403) // the studio cannot answer for the client
    const approved = await approveReview(w.client.pb, order.id)
    expect(approved.review).toMatchObject({ state: "approved", answered_by: w.client.id })
    expect(await statusOf(approveReview(w.client.pb, order.id))).toBe(400) // nothing left to answer
    await w.smtp.waitFor(mailTo(w.admin.email, `Preview approved: ${order.title}`))

    await moveStep(w.admin.pb, order.id, "launched")
    expect((await w.client.pb.collection("orders").getOne(order.id)).status).toBe("completed")
    await w.smtp.waitFor(mailTo(w.client.email, `Order Update: ${order.title}`), 2) // approved, completed
    const history = await notes(order.id)
    // notes saved in one transaction may share their millisecond: compare the rows, then the rounds' order
    expect(history.indexOf("admin: Review asked (round 1)")).toBeLessThan(
      history.indexOf("admin: Review asked (round 2)"),
    )
    expect([...history].sort()).toEqual(
      [
        "admin: Brand intake complete",
        "admin: Review asked (round 1)",
        "client: 2 changes requested (round 1)",
        "client: Change requested: Bigger logo",
        "client: Change requested: Fix the footer link",
        "admin: Change done: Bigger logo",
        "admin: Change done: Fix the footer link",
        "admin: Review asked (round 2)",
        "client: Approved for launch (round 2)",
      ].sort(),
    )
    const told = await w.client.pb.collection("notifications").getFullList({
      filter: w.client.pb.filter("related_order = {:id} && title ~ 'preview is ready'", { id: order.id }),
    })
    expect(told).toHaveLength(2) // the preview turn, once per round asked
  })

  it("lets the studio launch without the approval only with a reason the client reads", async () => {
    const order = await orderInBuilding(w.admin, w.client)
    await askReview(w.admin.pb, order.id)
    expect(await statusOf(overrideReview(w.admin.pb, order.id, "short"))).toBe(400)
    expect(await statusOf(overrideReview(w.client.pb, order.id, "I approve my own store now"))).toBe(403)
    const reason = "The client is travelling; launch <b>agreed</b> by phone."
    const over = await overrideReview(w.admin.pb, order.id, reason)
    expect(over.review).toMatchObject({ state: "overridden", override_reason: reason })
    const seen = await w.client.pb.collection("reviews").getOne(over.review.id)
    expect(seen.override_reason).toBe(reason)
    const [mail] = await w.smtp.waitFor(mailTo(w.client.email, `Your store will launch: ${order.title}`))
    expect(mail!.parsed.html).toContain("launch &lt;b&gt;agreed&lt;/b&gt; by phone")
    expect(mail!.parsed.html).not.toContain("<b>agreed")
    await moveStep(w.admin.pb, order.id, "launched")
    expect((await notes(order.id)).at(-1)).toBe(`admin: Launch approved by the studio: ${reason}`)
  })

  it("takes the client's answer only for the round the client saw: a new ask since then is not approved unseen", async () => {
    const order = await orderInBuilding(w.admin, w.client)
    const first = await askReview(w.admin.pb, order.id) // the client's page shows round 1
    await overrideReview(w.admin.pb, order.id, "Agreed by phone while the client travels.")
    await askReview(w.admin.pb, order.id, "https://noir-v2.example.com") // round 2, another preview
    const stale = await approveReview(w.client.pb, order.id, first.review.round).catch((e) => e)
    expect(stale.status).toBe(400)
    expect(stale.message).toBe(
      "The studio asked for a new review since you opened this page: look at the new preview, then answer.",
    )
    const review = await w.su.collection("reviews").getFirstListItem(`order = "${order.id}"`)
    expect(review).toMatchObject({ round: 2, state: "asked", url: "https://noir-v2.example.com" })
    expect((await approveReview(w.client.pb, order.id, 2)).review.state).toBe("approved")
  })

  it("refuses answers that are not a review's: no items, too many, too long", async () => {
    const order = await orderInBuilding(w.admin, w.client)
    expect(await statusOf(requestChanges(w.client.pb, order.id, ["Too early"]))).toBe(400)
    await askReview(w.admin.pb, order.id)
    for (const items of [[], ["  "], Array.from({ length: 21 }, (_, i) => `Item ${i}`), ["x".repeat(281)]]) {
      expect(await statusOf(requestChanges(w.client.pb, order.id, items))).toBe(400)
    }
    expect(await statusOf(askReview(w.admin.pb, order.id, "javascript:alert(1)"))).toBe(400)
    expect((await w.su.collection("reviews").getFirstListItem(`order = "${order.id}"`)).state).toBe("asked")
  })

  it("gives the admin dashboard the median review rounds of the launches reviewed (2 rounds and 1: 1.5)", async () => {
    const stats = await w.admin.pb.send<{
      windows: { days: number; reviewed: number; median_rounds: number }[]
    }>("/api/launchdesk/admin/launch-stats", { requestKey: null })
    expect(stats.windows.map((x) => [x.days, x.reviewed, x.median_rounds])).toEqual([
      [30, 2, 1.5],
      [90, 2, 1.5],
    ])
  })
})
