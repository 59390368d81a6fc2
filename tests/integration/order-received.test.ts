import { describe, expect, it } from "vitest"
import { newOrder } from "../support/orders"
import { sleep } from "../support/wait"
import { testWorld } from "../support/world"

// A client who submits an order is e-mailed at once with the specification's pending_approval sentence and the
// reply the new-order form promises (replyHours of pb_hooks/lib/launch_promise.json), unless it turned status
// e-mails off; the studio's alert is unchanged.

const SENTENCE = "We have received your order and it is pending approval."

describe("the client's confirmation of a new order", () => {
  const w = testWorld({ smtp: true, admin: "Sam Studio", client: "Ava Okafor" })

  it("e-mails the client the specification's sentence and the 24-hour reply", async () => {
    const order = await newOrder(w.client)
    const [mail] = await w.smtp.waitFor(
      (m) => m.to.includes(w.client.email) && (m.parsed.subject ?? "").includes(order.title),
    )
    if (!mail) throw new Error("no mail")
    expect(mail.parsed.subject).toBe(`Order received: ${order.title}`)
    const text = mail.parsed.text ?? ""
    expect(text).toContain(SENTENCE)
    expect(text).toContain("We review every order within 24 hours")
    expect(text.indexOf(SENTENCE)).toBeLessThan(text.indexOf("within 24 hours"))
  })

  it("sends nothing to a client who turned status e-mails off", async () => {
    await w.client.pb.collection("users").update(w.client.id, { email_prefs: { status: false } })
    const order = await newOrder(w.client)
    await sleep(1500)
    expect(
      w.smtp.messages.filter(
        (m) => m.to.includes(w.client.email) && (m.parsed.subject ?? "").includes(order.title),
      ),
    ).toHaveLength(0)
    await w.client.pb.collection("users").update(w.client.id, { email_prefs: { status: true } })
  })
})
