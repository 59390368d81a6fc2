import { describe, expect, it } from "vitest"
import { APP_URL, createOrder, setStatus, startPipeline } from "./pipeline-support"
import { sleep } from "../support/wait"
import { testFixture } from "../support/world"

const world = testFixture(() => startPipeline())

const sentTo = (recipient: string, subject: string) =>
  world.smtp.messages.filter((m) => m.to.includes(recipient) && m.parsed.subject === subject)

const outboxOf = (kind: string, recipient: string) =>
  world.su.collection("mail_outbox").getFullList({
    filter: world.su.filter("kind = {:k} && recipient = {:r}", { k: kind, r: recipient }),
  })

describe("notifications the studio sends", () => {
  it("are e-mailed to the client (escaped, linked) while 'notifications' is on, never when off", async () => {
    const { admin, client } = world
    const order = await createOrder(world)
    const title = `Your launch checklist <b>${Date.now()}</b>`
    await admin.pb.collection("notifications").create({
      user: client.id,
      title,
      message: "Please send your logo.\nWe start on Monday.",
      related_order: order.id,
    })
    await world.smtp.waitFor((m) => m.parsed.subject === title, 1)
    const [mail] = sentTo(client.email, title)
    expect(mail?.parsed.text).toContain("Please send your logo.")
    expect(mail?.parsed.text).toContain(`${APP_URL}/portal/orders/${order.id}`)
    expect(mail?.parsed.html).toContain("&lt;b&gt;")
    expect(mail?.parsed.html).not.toContain("<b>")

    await client.pb.collection("users").update(client.id, { email_prefs: { notifications: false } })
    const quiet = `A quiet note ${Date.now()}`
    await admin.pb
      .collection("notifications")
      .create({ user: client.id, title: quiet, message: "No e-mail." })
    const notes = await client.pb
      .collection("notifications")
      .getFullList({ filter: client.pb.filter("title = {:t}", { t: quiet }) })
    expect(notes).toHaveLength(1)
    await sleep(1000)
    expect(sentTo(client.email, quiet)).toHaveLength(0)
    await client.pb.collection("users").update(client.id, { email_prefs: {} })
  })

  it("the notifications the pipeline makes are not copied: a status change sends only its own e-mail", async () => {
    const { client } = world
    const before = (await outboxOf("notification", client.email)).length
    const order = await createOrder(world)
    await setStatus(world, order.id, "in_progress")
    await world.smtp.waitFor((m) => (m.parsed.subject ?? "") === `Order Update: ${order["title"]}`, 1)
    expect(await outboxOf("notification", client.email)).toHaveLength(before)
  })
})
