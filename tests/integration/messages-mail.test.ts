import type { RecordModel } from "pocketbase"
import { describe, expect, it } from "vitest"
import type { ReceivedMail } from "../support/smtp"
import { type MessagesWorld, startMessagesWorld } from "./messages-support"
import { sleep } from "../support/wait"
import { newOrder } from "../support/orders"
import { testFixture } from "../support/world"

// 0.05 minutes: a message waits 3 s unread before it is e-mailed.
const DELAY_MS = 3000

describe("messages: e-mail only when a message stays unread, grouped per order; unread counts", () => {
  const w = testFixture(() => startMessagesWorld({ MESSAGE_EMAIL_DELAY_MINUTES: "0.05" }))

  // about the order's messages: the client's confirmation of a new order ("Order received: ...") is not one
  const mailsAbout = (order: RecordModel, to: string) => (m: ReceivedMail) =>
    m.to.includes(to) &&
    (m.parsed.text ?? "").includes(order.id) &&
    !(m.parsed.subject ?? "").startsWith("Order received:")
  const unread = async (pb: MessagesWorld["client"]["pb"]) =>
    pb.send<{ total: number; orders: Record<string, number> }>("/api/launchdesk/messages/unread", {})
  const read = (pb: MessagesWorld["client"]["pb"], order: RecordModel) =>
    pb.send<{ previous: string; current: string }>(`/api/launchdesk/orders/${order.id}/messages/read`, {
      method: "POST",
    })

  it("e-mails the admin once, listing every unread message of the order, escaped, without attachments", async () => {
    const order = await newOrder(w.client)
    const started = Date.now()
    await w.client.pb
      .collection("messages")
      .create({ order: order.id, body: "First question <script>x()</script>" })
    await w.client.pb
      .collection("messages")
      .create({ order: order.id, body: "Second: see javascript:alert(1)" })
    const [mail] = await w.smtp.waitFor(mailsAbout(order, w.admin.email), 1, 10_000)
    expect(mail!.receivedAt - started).toBeGreaterThanOrEqual(DELAY_MS - 200)
    expect(mail!.parsed.subject).toBe(`2 new messages on "${order.title}"`)
    const html = mail!.parsed.html ?? ""
    expect(html).toContain("First question &lt;script&gt;x()&lt;/script&gt;")
    expect(html).not.toContain("<script>")
    expect(html).not.toMatch(/href="javascript:/i)
    expect(mail!.parsed.text).toContain("Second: see javascript:alert(1)")
    expect(mail!.parsed.text).toContain(`/admin/orders/${order.id}`)
    expect(mail!.parsed.attachments).toHaveLength(0)
    await sleep(DELAY_MS)
    expect(w.smtp.messages.filter(mailsAbout(order, w.admin.email))).toHaveLength(1)
  })

  it("sends nothing for a message read in time, nor for an internal note", async () => {
    const order = await newOrder(w.client)
    await w.admin.pb.collection("messages").create({ order: order.id, body: "Which colours do you like?" })
    await w.admin.pb.collection("messages").create({ order: order.id, body: "internal", internal: true })
    expect((await unread(w.client.pb)).orders[order.id]).toBe(1)
    await sleep(DELAY_MS / 3)
    const position = await read(w.client.pb, order)
    expect(position.previous).toBe("")
    expect((await unread(w.client.pb)).orders[order.id]).toBeUndefined()
    await sleep(DELAY_MS + 1500)
    expect(w.smtp.messages.filter(mailsAbout(order, w.client.email))).toHaveLength(0)
    const outbox = await w.su
      .collection("mail_outbox")
      .getFullList({ filter: w.su.filter("order = {:o} && kind != 'order_received'", { o: order.id }) })
    expect(outbox).toHaveLength(0)
  })

  it("e-mails the client about the studio's reply it did not read, with a portal link", async () => {
    const order = await newOrder(w.client)
    await w.admin.pb.collection("messages").create({ order: order.id, body: "The preview is ready." })
    const [mail] = await w.smtp.waitFor(mailsAbout(order, w.client.email), 1, 10_000)
    expect(mail!.parsed.subject).toBe(`New message on your order "${order.title}"`)
    expect(mail!.parsed.text).toContain(`/portal/orders/${order.id}`)
    expect(mail!.parsed.text).toContain("The preview is ready.")
  })

  it("counts unread messages per order for each side, and reading resets the count", async () => {
    const order = await newOrder(w.client)
    await w.client.pb.collection("messages").create({ order: order.id, body: "One" })
    await w.client.pb.collection("messages").create({ order: order.id, body: "Two" })
    const before = await unread(w.admin.pb)
    expect(before.orders[order.id]).toBe(2)
    expect((await unread(w.client.pb)).orders[order.id]).toBeUndefined() // its own messages
    expect((await unread(w.other.pb)).total).toBe(0)
    await read(w.admin.pb, order)
    const after = await unread(w.admin.pb)
    expect(after.orders[order.id]).toBeUndefined()
    expect(after.total).toBe(before.total - 2)
  })

  it("answers 404 to a read position on someone else's order", async () => {
    const order = await newOrder(w.client)
    await expect(read(w.other.pb, order)).rejects.toMatchObject({ status: 404 })
    await expect(
      w.guest.send(`/api/launchdesk/orders/${order.id}/messages/read`, { method: "POST" }),
    ).rejects.toMatchObject({
      status: 401,
    })
  })
})
