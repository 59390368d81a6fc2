import { describe, expect, it } from "vitest"
import { sendEvent, stripeEvent } from "../support/stripe"
import { paymentsWorld } from "./payments-support"
import { cardPaidOrder, disputeOf, launchReviewed, startClock } from "./trust-support"

// A client's bank disputes a card payment: Stripe's signed charge.dispute.* events, against the real binary and
// stripe-mock. The studio is alerted once however often the dispute arrives, sees its deadline, and prints the
// order's evidence; the client learns nothing of it.

const w = paymentsWorld({ smtp: true, admin: "Dee Studio", client: "Dana Client", su: true })

const DUE = Math.floor(Date.parse("2031-03-14T23:59:59Z") / 1000)

const dispute = (paymentIntent: string, fields: Record<string, unknown> = {}) =>
  disputeOf(paymentIntent, DUE, fields)

const count = async (collection: string, filter: string, params: Record<string, string>) =>
  (await w.su.collection(collection).getFullList({ filter: w.su.filter(filter, params), fields: "id" }))
    .length

type Disputes = { items: { status: string; evidence_due: string; reason: string; closed_at: string }[] }
const disputesOf = (orderId: string) =>
  w.admin.pb.send<Disputes>(`/api/launchdesk/admin/orders/${orderId}/disputes`, { requestKey: null })

describe("a disputed card payment", () => {
  it("alerts the studio once, in-app and by e-mail, however often the dispute arrives", async () => {
    const { order, paymentIntent } = await cardPaidOrder(w)
    const created = stripeEvent("charge.dispute.created", dispute(paymentIntent))
    const answers = await Promise.all([1, 2, 3].map(() => sendEvent(w.server.url, created)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    // the same dispute again under another event id (Stripe's own resend) changes the row, alerts no one
    const again = stripeEvent("charge.dispute.created", dispute(paymentIntent))
    expect((await sendEvent(w.server.url, again)).status).toBe(200)
    expect(await count("disputes", "order = {:o}", { o: order.id })).toBe(1)
    const alerts = "related_order = {:o} && user = {:u} && title ~ 'Payment dispute'"
    expect(await count("notifications", alerts, { o: order.id, u: w.admin.id })).toBe(1)
    expect(await count("mail_outbox", "order = {:o} && kind = 'dispute'", { o: order.id })).toBe(1)
    const [mail] = await w.smtp.waitFor((m) => m.parsed.subject === `Payment dispute: ${order.title}`)
    expect(mail!.to).toEqual([w.admin.email])
    expect(mail!.parsed.text).toContain("disputed the card payment of $200.00")
    expect(mail!.parsed.text).toContain("Stripe needs the evidence by 11:59 PM UTC on Friday, 14 March 2031.")
    // the order's page shows it with its deadline
    const { items } = await disputesOf(order.id)
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      status: "needs_response",
      reason: "product_not_received",
      closed_at: "",
    })
    expect(Date.parse(items[0]!.evidence_due.replace(" ", "T"))).toBe(DUE * 1000)
    // closed: the status and the studio's notice, once
    const closed = stripeEvent("charge.dispute.closed", dispute(paymentIntent, { status: "won" }))
    for (let i = 0; i < 2; i++) expect((await sendEvent(w.server.url, closed)).status).toBe(200)
    expect((await disputesOf(order.id)).items[0]).toMatchObject({ status: "won" })
    const ended = "related_order = {:o} && user = {:u} && title ~ 'Dispute closed'"
    expect(await count("notifications", ended, { o: order.id, u: w.admin.id })).toBe(1)
  })

  it("ignores a dispute of a payment that is not the studio's", async () => {
    const stranger = stripeEvent("charge.dispute.created", dispute("pi_not_ours"))
    const answer = await sendEvent(w.server.url, stranger)
    expect(answer).toMatchObject({ status: 200, body: { outcome: "ignored: not a payment of ours" } })
    expect(await count("disputes", "payment_intent = 'pi_not_ours'", {})).toBe(0)
  })

  it("gives the studio the evidence with the approval and launch times; the client can open none of it", async () => {
    const { order, paymentIntent } = await cardPaidOrder(w)
    await startClock(w, order.id)
    await launchReviewed(w, order.id)
    await w.client.pb
      .collection("messages")
      .create({ order: order.id, body: "Thanks, the <store> looks great!" })
    await sendEvent(w.server.url, stripeEvent("charge.dispute.created", dispute(paymentIntent)))
    const review = await w.su
      .collection("reviews")
      .getFirstListItem(w.su.filter("order = {:o}", { o: order.id }))
    const launch = await w.su
      .collection("launches")
      .getFirstListItem(w.su.filter("order = {:o}", { o: order.id }))
    type Evidence = {
      service: { title: string; brief: string; received_at: string }
      customer: { email: string }
      delivery: { approved_at: string; approved_by: string; launched_at: string }
      communication: { body: string; from_client: boolean }[]
      receipt: { amount_cents: number; receipt_no: number; paid_at: string }
      disputes: unknown[]
    }
    const ev = await w.admin.pb.send<Evidence>(`/api/launchdesk/admin/orders/${order.id}/evidence`, {})
    expect(review.answered_at).not.toBe("")
    expect(ev.delivery).toMatchObject({
      approved_at: review.answered_at,
      approved_by: "Dana Client",
      launched_at: launch.launched_at,
    })
    expect(launch.launched_at).not.toBe("")
    expect(ev.service).toMatchObject({
      title: order.title,
      brief: order.description,
      received_at: order.created,
    })
    expect(ev.customer.email).toBe(w.client.email)
    expect(ev.communication.at(-1)).toMatchObject({
      body: "Thanks, the <store> looks great!",
      from_client: true,
    })
    expect(ev.receipt.amount_cents).toBe(20000)
    expect(ev.receipt.receipt_no).toBeGreaterThan(0)
    expect(ev.disputes).toHaveLength(1)

    const refused = async (path: string) =>
      w.client.pb.send(path, { requestKey: null }).then(
        () => 200,
        (e: { status: number }) => e.status,
      )
    expect(await refused(`/api/launchdesk/admin/orders/${order.id}/evidence`)).toBe(403)
    expect(await refused(`/api/launchdesk/admin/orders/${order.id}/disputes`)).toBe(403)
    expect(await refused("/api/collections/disputes/records")).toBe(403)
    expect(
      await w.guest.send(`/api/launchdesk/admin/orders/${order.id}/evidence`, {}).catch((e) => e.status),
    ).toBe(401)
    const told = await w.client.pb.collection("notifications").getFullList({ requestKey: null })
    expect(told.some((n) => /dispute/i.test(`${n.title} ${n.message}`))).toBe(false)
  })
})
