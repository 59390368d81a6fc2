import type { RecordModel } from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Account, signUpClient } from "../support/accounts"
import { orderTexts } from "../support/hook-texts"
import type { ReceivedMail } from "../support/smtp"
import { approve, launchOf } from "./launch-support"
import { driftOrder, type MessagesWorld, startMessagesWorld } from "./messages-support"

// Issue 27, item 8: the words of the e-mails, read at the SMTP server (the grouped alert from its outbox row, which
// the worker sends only at the end of its minute).

describe("e-mail wording", () => {
  let w: MessagesWorld
  let noah: Account
  const byOrder = (order: RecordModel, to: string) => (m: ReceivedMail) =>
    m.to.includes(to) && (m.parsed.text ?? "").includes(order.id)
  const drift = (title: string, by = noah) => driftOrder(by, title)

  beforeAll(async () => {
    // 0.05 minutes: a message unread for 3 s is e-mailed.
    w = await startMessagesWorld({ MESSAGE_EMAIL_DELAY_MINUTES: "0.05" })
    noah = await signUpClient(w.server, "Noah Lindqvist")
  })
  afterAll(async () => {
    await w?.dispose()
  })

  it("ends a sentence with a name ending in a full stop once: in the studio's inbox and its e-mail", async () => {
    const order = await drift("Workwear store")
    const [mail] = await w.smtp.waitFor(byOrder(order, w.admin.email))
    const sentence = `Noah Lindqvist submitted the order "Workwear store" for Drift Supply Co.`
    expect(mail!.parsed.text).toContain(`${sentence}\n`)
    expect(mail!.parsed.text).not.toContain("Co..")
    const note = await w.admin.pb
      .collection("notifications")
      .getFirstListItem(w.admin.pb.filter("related_order = {:id}", { id: order.id }))
    expect(note.message).toBe(sentence)
  })

  it("says 'It is waiting' when the grouped alert lists one more order", async () => {
    await drift("Second store") // the client's first alert went out above: this one is grouped
    const row = await w.su
      .collection("mail_outbox")
      .getFirstListItem("kind = 'new_orders' && state = 'queued'", { fields: "text,subject" })
    expect(row.subject).toBe("New orders: 1 more order from Noah Lindqvist")
    expect(row.text).toContain("It is waiting for your approval.")
    expect(row.text).not.toContain("They are waiting")
  })

  it("signs the studio's messages to a client with the studio's name, as the portal does", async () => {
    const order = await drift("Signed store", w.client)
    await w.admin.pb.collection("messages").create({ order: order.id, body: "Your logo looks great." })
    const [mail] = await w.smtp.waitFor(
      (m) => byOrder(order, w.client.email)(m) && !(m.parsed.subject ?? "").startsWith("Order received:"),
      1,
      15_000,
    )
    expect(mail!.parsed.text).toContain("launchdesk: Your logo looks great.")
    expect(mail!.parsed.text).not.toContain("Ada Admin")
  })

  it("tells the client on approval the specification's sentence, then the next step on the line after it", async () => {
    const order = await drift("Approved store", w.client)
    await approve(w.admin, order)
    const [mail] = await w.smtp.waitFor(
      (m) => byOrder(order, w.client.email)(m) && (m.parsed.subject ?? "").startsWith("Order Update:"),
    )
    const text = mail!.parsed.text ?? ""
    // the specification's words (tests/spec holds the hooks to them), then the client's next step as the following paragraph
    expect(text).toContain(
      `${orderTexts.statusSentence("in_progress")}\n\n` +
        // the payment is due and comes first; the clock waits on it too, and says so (issue 40 item 2)
        "Next step: pay for your order. The 2-day clock starts once your payment and the brand intake are complete.",
    )
    // the status e-mail's own words (pb_hooks/lib/mail/status_change.js), as the SMTP server received them
    expect(text).toContain("You receive this e-mail because you placed an order with launchdesk.\n")
    // whose turn it is: the client's, while its brand intake is open (main said the studio's)
    expect((await launchOf(w.client.pb, order.id)).waits_on).toBe("client")
  })
})
