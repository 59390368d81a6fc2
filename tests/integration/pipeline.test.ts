import { describe, expect, it } from "vitest"
import { APP_URL, createOrder, mailsTo, rowsFor, setStatus, startPipeline } from "./pipeline-support"
import { sleep } from "../support/wait"
import { testFixture } from "../support/world"
import { orderTexts } from "../support/hook-texts"

// The e-mail's first sentence for each move below is the specification's (pb_hooks/lib/order_texts.js); a move back
// then says what it did, with the studio's reason (status-moves.test.ts).
const REASON = "The brand asked to pause the project."
const sentences: Record<string, string> = orderTexts.STATUS_SENTENCES

describe("status pipeline: texts, links and escaping", () => {
  const world = testFixture(() => startPipeline())

  it("tells the client in-app and by e-mail for each status, with the exact texts and APP_URL links", async () => {
    const order = await createOrder(world)
    // The notification says the status in the specification's words; the e-mail names it as the app does.
    const steps: [string, string, string, string][] = [
      ["pending_approval", "in_progress", "in progress", "In Progress"],
      ["in_progress", "completed", "completed", "Completed"],
      ["completed", "pending_approval", "pending approval", "Pending Approval"],
    ]
    for (const [i, [from, to, words, name]] of steps.entries()) {
      await setStatus(world, order.id, to, to === "pending_approval" ? REASON : undefined)
      const mails = await world.smtp.waitFor(mailsTo(world.client.email, "Order Update:"), i + 1)
      const last = mails[i]!
      expect(last.parsed.subject).toBe(`Order Update: ${order.title}`)
      expect(last.parsed.text).toContain(sentences[to])
      expect(last.parsed.html).toContain(sentences[to])
      expect(last.parsed.text).toContain(`Status: ${name}\n`)
      expect(last.parsed.html).toContain(`>${name}</td>`)
      expect(last.parsed.html).toContain(`href="${APP_URL}/portal/orders/${order.id}"`)
      expect(last.parsed.html).toContain(`href="${APP_URL}/portal"`)
      expect(last.parsed.text).toContain(`${APP_URL}/portal/orders/${order.id}`)
      expect(last.parsed.html).toContain("max-width:600px")
      expect(last.parsed.html).toContain("launchdesk")

      const notes = await world.client.pb.collection("notifications").getFullList({
        // the status notices (the completion's override notice is the launch gate's: launch-gate.test.ts)
        filter: world.client.pb.filter("related_order = {:id} && title ~ 'Order Status Updated'", {
          id: order.id,
        }),
        sort: "created,id",
      })
      expect(notes).toHaveLength(i + 1)
      expect(notes[i]).toMatchObject({
        user: world.client.id,
        title: `Order Status Updated: ${order.title}`,
        status: "unread",
        related_order: order.id,
      })
      expect(notes[i]!.message).toMatch(
        new RegExp(
          `^Your order "${order.title}" status has been updated to: ${words}\\.( Reason: ${REASON} |$)`,
        ),
      )

      const events = await rowsFor(world, "order_events", "order", order.id)
      expect(events[i + 1]).toMatchObject({ from, to, who: world.admin.id, actor: "admin" })
      expect(events[i + 1]!.note).toBe(to === "pending_approval" ? REASON : "")
    }
    const history = await world.client.pb.collection("order_events").getFullList({
      filter: world.client.pb.filter("order = {:id} && step = ''", { id: order.id }),
      sort: "created,id",
    })
    expect(history.map((e) => [e.from, e.to])).toEqual([
      ["", "pending_approval"],
      ["pending_approval", "in_progress"],
      ["in_progress", "completed"],
      ["completed", "pending_approval"],
    ])
  })

  // Escaping the HTML of what a client typed and keeping a description's line breaks are the hooks' rules, tested
  // where they live: internal/pipeline/mail_test.go. Only what the wire shows is tested here.
  it("keeps CR/LF in a title from adding headers or recipients", async () => {
    const title = "Shop\r\nBcc: victim@evil.example\r\nX-Injected: yes"
    const order = await createOrder(world, title)
    expect(order.title).toBe(title) // the API stores it as typed
    await setStatus(world, order.id, "in_progress")
    // the client's confirmation of the new order, then the status change: neither grows a header
    const mails = await world.smtp.waitFor(
      (m) => mailsTo(world.client.email)(m) && (m.parsed.html ?? "").includes(order.id),
      2,
    )
    const subjects = mails.map((m) => m.parsed.subject).sort()
    expect(subjects).toEqual([
      "Order Update: Shop Bcc: victim@evil.example X-Injected: yes",
      "Order received: Shop Bcc: victim@evil.example X-Injected: yes",
    ])
    for (const mail of mails) {
      expect(mail.to).toEqual([world.client.email])
      const headerKeys = mail.parsed.headers.map((h) => h.key.toLowerCase())
      expect(headerKeys).not.toContain("x-injected")
      expect(headerKeys).not.toContain("bcc")
      const head = mail.raw.split(/\r?\n\r?\n/)[0]!
      expect(head).not.toMatch(/^X-Injected:/im)
      expect(head).not.toMatch(/^Bcc:/im)
    }
  })

  it("creates nothing when an order is saved without a status change", async () => {
    const order = await createOrder(world)
    await world.admin.pb.collection("orders").update(order.id, { title: `${order.title} (renamed)` })
    await world.admin.pb.collection("orders").update(order.id, { status: "pending_approval" })
    await world.admin.pb.collection("orders").update(order.id, { priority: "high", budget: 250 })
    await sleep(500)
    const notes = await rowsFor(world, "notifications", "related_order", order.id)
    expect(notes.filter((n) => n.user === world.client.id)).toEqual([])
    const events = await rowsFor(world, "order_events", "order", order.id)
    expect(events.map((e) => e.to)).toEqual(["pending_approval"]) // only the creation
    const outbox = await rowsFor(world, "mail_outbox", "order", order.id)
    expect(outbox.filter((m) => m.kind === "status_change")).toEqual([])
    // the only e-mail about it is the client's confirmation of the new order
    expect(
      world.smtp.messages
        .filter((m) => (m.parsed.html ?? "").includes(`/portal/orders/${order.id}`))
        .map((m) => m.parsed.subject?.split(":")[0]),
    ).toEqual(["Order received"])
  })
})
