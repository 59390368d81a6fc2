import { ClientResponseError } from "pocketbase"
import { describe, expect, it } from "vitest"
import { PROMISE_MS } from "../../ui/src/content/promise"
import type { ReceivedMail } from "../support/smtp"
import {
  approve,
  completeIntake,
  launchOf,
  markItem,
  moveStep,
  setAccess,
  shopifyOrder,
} from "./launch-support"
import { startMessagesWorld } from "./messages-support"
import { approveReview, askReview, requestChanges, statusOf, tickChange } from "./review-support"
import { sleep } from "../support/wait"
import { completeOrder, newOrder } from "../support/orders"
import { testFixture } from "../support/world"

const at = (value: string) => (value ? Date.parse(value.replace(" ", "T")) : 0)

describe("launch steps, the clock and the completion through the status pipeline", () => {
  const w = testFixture(() => startMessagesWorld())

  it("walks a Shopify order from approval to launch; the clock starts, pauses in preview, and Launched completes it once", async () => {
    const order = await shopifyOrder(w.client)
    await approve(w.admin, order)
    let launch = await launchOf(w.client.pb, order.id)
    expect(launch).toMatchObject({ step: "approved", shopify: true, access: "code_received", due_at: "" })

    await moveStep(w.admin.pb, order.id, "intake")
    expect((await launchOf(w.client.pb, order.id)).waits_on).toBe("client")
    await completeIntake(w.client, order.id)
    await moveStep(w.admin.pb, order.id, "access")
    await setAccess(w.admin.pb, order.id, "request_sent", "noir.myshopify.com")
    launch = await launchOf(w.client.pb, order.id)
    expect([launch.waits_on, launch.clock_started, launch.store_domain]).toEqual([
      "client",
      "",
      "noir.myshopify.com",
    ])

    const granted = Date.now()
    await setAccess(w.admin.pb, order.id, "granted")
    launch = await launchOf(w.client.pb, order.id)
    expect(launch.waits_on).toBe("studio")
    expect(at(launch.clock_started)).toBeGreaterThanOrEqual(granted - 1000)
    expect(at(launch.due_at) - at(launch.clock_started)).toBe(PROMISE_MS)

    await moveStep(w.admin.pb, order.id, "building")
    // Preview only with a posted preview: moving there by hand is refused, posting it moves there
    expect(await statusOf(moveStep(w.admin.pb, order.id, "preview"))).toBe(400)
    await askReview(w.admin.pb, order.id)
    const paused = await launchOf(w.client.pb, order.id)
    expect([paused.step, paused.waits_on, paused.next, paused.clock_running_since]).toEqual([
      "preview",
      "client",
      "review",
      "",
    ])
    await sleep(1500)
    await requestChanges(w.client.pb, order.id, ["A bigger logo"]) // the client answered: back to work
    const resumed = await launchOf(w.client.pb, order.id)
    expect([resumed.step, resumed.waits_on, resumed.next]).toEqual(["building", "studio", "changes"])
    expect(at(resumed.due_at) - at(launch.due_at)).toBeGreaterThanOrEqual(1400) // the pause moved the due time

    const asked = await w.admin.pb.collection("review_items").getFullList({
      filter: w.admin.pb.filter("order = {:id}", { id: order.id }),
    })
    for (const item of asked) await tickChange(w.admin.pb, order.id, item.id)
    await askReview(w.admin.pb, order.id)
    await approveReview(w.client.pb, order.id)
    const approved = await launchOf(w.client.pb, order.id)
    expect([approved.step, approved.waits_on, approved.next]).toEqual(["preview", "studio", "launch"])
    expect(approved.clock_running_since).not.toBe("") // the studio's turn: the clock runs again
    await moveStep(w.admin.pb, order.id, "launched")
    const done = await launchOf(w.client.pb, order.id)
    expect(done).toMatchObject({ step: "launched", on_time: true })
    expect(done.launched_at).not.toBe("")
    expect((await w.client.pb.collection("orders").getOne(order.id)).status).toBe("completed")

    const completion = (m: ReceivedMail) =>
      m.to.includes(w.client.email) &&
      m.parsed.subject === `Order Update: ${order.title}` &&
      (m.parsed.text ?? "").includes("completed")
    await w.smtp.waitFor(completion, 1, 10_000)
    const notes = await w.client.pb.collection("notifications").getFullList({
      filter: w.client.pb.filter("related_order = {:id} && message ~ 'completed'", { id: order.id }),
    })
    expect(notes).toHaveLength(1)
    await expect(moveStep(w.admin.pb, order.id, "building")).rejects.toThrow(/launched/)
    await sleep(1500)
    expect(w.smtp.messages.filter(completion)).toHaveLength(1)
    const statusRows = await w.su.collection("order_events").getFullList({
      filter: w.su.filter("order = {:id} && to = 'completed'", { id: order.id }),
    })
    expect(statusRows).toHaveLength(1)
  })

  it("shows the development-store path for an order not on Shopify: no access steps, the clock starts with the intake", async () => {
    const order = await newOrder(w.client)
    await approve(w.admin, order)
    const launch = await launchOf(w.client.pb, order.id)
    expect([launch.shopify, launch.access]).toEqual([false, "dev_store"])
    const refused = await setAccess(w.admin.pb, order.id, "request_sent", "x.myshopify.com").catch((e) => e)
    expect(refused).toBeInstanceOf(ClientResponseError)
    expect(refused.message).toBe(
      "This order is not on Shopify: the studio builds it on its own development store.",
    )
    for (const item of ["logo", "colors_fonts", "products", "policies"]) {
      await markItem(w.admin.pb, order.id, item, "not_needed")
    }
    expect((await launchOf(w.client.pb, order.id)).clock_started).toBe("")
    await markItem(w.admin.pb, order.id, "domain", "not_needed")
    expect((await launchOf(w.client.pb, order.id)).clock_started).not.toBe("")
  })

  it("completing an order by its status closes the launch; a pending order has no launch and no steps", async () => {
    const order = await shopifyOrder(w.client)
    const pending = await moveStep(w.admin.pb, order.id, "intake").catch((e) => e)
    expect(pending.status).toBe(400)
    expect(pending.message).toBe("This order has no launch steps yet: they start when the order is approved.")
    await approve(w.admin, order)
    await completeOrder(w.admin.pb, order.id)
    expect((await launchOf(w.client.pb, order.id)).step).toBe("launched")
    const mails = await w.su.collection("mail_outbox").getFullList({
      filter: w.su.filter("order = {:id} && kind = 'intake_reminder'", { id: order.id }),
    })
    expect(mails).toHaveLength(0) // the pending reminder went with the launch
  })

  it("opens the launch of an order approved before the tracker when the studio first moves it", async () => {
    const order = await shopifyOrder(w.client)
    await approve(w.admin, order)
    await w.su.collection("launches").delete((await launchOf(w.su, order.id)).id) // as before the tracker
    await w.su
      .collection("intake_items")
      .getFullList({ filter: w.su.filter("order = {:id}", { id: order.id }) })
      .then((items) => Promise.all(items.map((i) => w.su.collection("intake_items").delete(i.id))))
    const answer = await moveStep(w.admin.pb, order.id, "intake")
    expect(answer.launch).toMatchObject({ step: "intake", access: "code_received" })
    expect(answer.items).toHaveLength(5)
  })

  it("moves a step only from the step the studio's page showed: a move made meanwhile in another tab stands", async () => {
    const order = await shopifyOrder(w.client)
    await approve(w.admin, order) // both tabs show Approved
    await moveStep(w.admin.pb, order.id, "intake") // the first tab
    const late = await w.admin.pb
      .send(`/api/launchdesk/orders/${order.id}/launch/step`, {
        method: "POST",
        body: { step: "building", from: "approved" }, // the second tab, still showing Approved
        requestKey: null,
      })
      .catch((e) => e)
    expect(late.status).toBe(400)
    expect(late.message).toBe(
      "The launch moved to Brand intake since you opened this page: check it, then choose the step again.",
    )
    expect((await launchOf(w.client.pb, order.id)).step).toBe("intake")
  })

  it("keeps the client's grant: a collaborator request sent from a page that still showed the code is refused", async () => {
    const order = await shopifyOrder(w.client)
    await approve(w.admin, order)
    await setAccess(w.admin.pb, order.id, "request_sent", "noir-grant.myshopify.com") // the first tab
    await setAccess(w.client.pb, order.id, "granted")
    const late = await setAccess(w.admin.pb, order.id, "request_sent", "noir-grant.myshopify.com").catch(
      (e) => e,
    )
    expect(late.status).toBe(400)
    expect(late.message).toBe(
      "The client has granted the store access meanwhile: there is no request left to send.",
    )
    expect((await launchOf(w.client.pb, order.id)).access).toBe("granted")
  })

  it("refuses a bad store address and access granted before the request, in sentences", async () => {
    const order = await shopifyOrder(w.client)
    await approve(w.admin, order)
    const bad = await setAccess(w.admin.pb, order.id, "request_sent", "noir.com").catch((e) => e)
    expect(bad.message).toBe("Enter the store's myshopify address, like noir-atelier.myshopify.com.")
    const early = await setAccess(w.admin.pb, order.id, "granted").catch((e) => e)
    expect(early.message).toBe("Send the collaborator request before marking access granted.")
  })
})
