import { describe, expect, it } from "vitest"
import { approve, completeIntake, markItem, moveStep, setAccess, shopifyOrder } from "./launch-support"
import { APP_URL, mailsTo, startPipeline } from "./pipeline-support"
import { notesAbout } from "./queue-support"
import { askReview } from "./review-support"
import { sleep } from "../support/wait"
import { testFixture } from "../support/world"

// The client is told when it is their turn: a notification, and an e-mail through the outbox unless the client
// turned off "Notifications from the studio"; each turn once, whatever runs at the same time.

const world = testFixture(() => startPipeline())

const mailsWith = (subject: string) =>
  world.smtp.messages.filter((m) => m.to.includes(world.client.email) && m.parsed.subject === subject)

describe("the client's turn", () => {
  it("is told once when the studio asks for Shopify access, with a link, in the portal and by e-mail", async () => {
    const order = await shopifyOrder(world.client)
    await approve(world.admin, order)
    const domain = "noir-turns.myshopify.com"
    await Promise.allSettled(
      [1, 2, 3, 4].map(() => setAccess(world.admin.pb, order.id, "request_sent", domain)),
    )
    const subject = `Approve us in Shopify: ${order["title"]}`
    const [mail] = await world.smtp.waitFor(mailsTo(world.client.email, subject), 1)
    expect(mail?.parsed.text).toContain(`https://${domain}/admin/settings/account`)
    expect(mail?.parsed.text).toContain(`${APP_URL}/portal/orders/${order.id}`)
    const notes = await notesAbout(world, order.id, "Approve us in Shopify")
    expect(notes).toHaveLength(1)
    expect(notes[0]?.["message"]).toContain(`https://${domain}/admin/settings/account`)
    // asked again: not told again
    await setAccess(world.admin.pb, order.id, "request_sent", domain)
    await sleep(800)
    expect(mailsWith(subject)).toHaveLength(1)
    expect(await notesAbout(world, order.id, "Approve us in Shopify")).toHaveLength(1)
  })

  it("tells the open intake once the studio moves to Brand intake (not at approval), and again when reopened", async () => {
    const order = await shopifyOrder(world.client)
    await approve(world.admin, order)
    expect(await notesAbout(world, order.id, "Your brand intake is open")).toHaveLength(0)
    await world.client.pb.send(`/api/launchdesk/orders/${order.id}/intake/logo`, {
      method: "POST",
      body: { answer: "Black on cream." },
    })
    await moveStep(world.admin.pb, order.id, "intake")
    const subject = `Your brand intake is open: ${order["title"]}`
    const [first] = await world.smtp.waitFor(mailsTo(world.client.email, subject), 1)
    expect(first?.parsed.text).toContain(
      "Still to send: Brand colours and fonts, Product list, Policies (shipping, returns), Domain.",
    )
    await completeIntake(world.client, order.id)
    await markItem(world.admin.pb, order.id, "logo", "open")
    await world.smtp.waitFor(mailsTo(world.client.email, subject), 2)
    expect(mailsWith(subject)[1]?.parsed.text).toContain("Still to send: Logo.")
    expect(await notesAbout(world, order.id, "Your brand intake is open")).toHaveLength(2)
  })

  it("tells the preview, and only in the portal when the client turned those e-mails off", async () => {
    const order = await shopifyOrder(world.client)
    await approve(world.admin, order)
    await world.client.pb
      .collection("users")
      .update(world.client.id, { email_prefs: { notifications: false } })
    try {
      await askReview(world.admin.pb, order.id) // Preview comes with the posted preview
      await setAccess(world.admin.pb, order.id, "request_sent", "quiet-turns.myshopify.com")
      expect(await notesAbout(world, order.id, "Your store preview is ready")).toHaveLength(1)
      expect(await notesAbout(world, order.id, "Approve us in Shopify")).toHaveLength(1)
      await sleep(1000)
      expect(mailsWith(`Your store preview is ready: ${order["title"]}`)).toHaveLength(0)
      expect(mailsWith(`Approve us in Shopify: ${order["title"]}`)).toHaveLength(0)
    } finally {
      await world.client.pb.collection("users").update(world.client.id, { email_prefs: {} })
    }
  })
})
