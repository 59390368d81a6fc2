import { afterAll, describe, expect, it } from "vitest"
import { startCapiReceiver } from "../support/meta-capi"
import { poll } from "../support/wait"
import { testWorld } from "../support/world"
import { approvedOrder } from "./payments-support"

// A payment the studio marks paid by hand is sent to Meta only once its undo window (MARK_PAID_UNDO_SECONDS) has
// passed, like its receipt e-mail; an undo within the window drops the waiting Purchase unsent (docs/funnel.md).

const UNDO_S = 3
const receiver = await startCapiReceiver()
afterAll(() => receiver.stop())
const w = testWorld({
  admin: "Ada Admin",
  client: "Ava Client",
  su: true,
  env: { ...receiver.env, MARK_PAID_UNDO_SECONDS: String(UNDO_S) },
})

const act = (orderId: string, action: string, body: Record<string, unknown> = {}) =>
  w.admin.pb.send(`/api/launchdesk/orders/${orderId}/payment/${action}`, {
    method: "POST",
    body,
    requestKey: null,
  })
const purchases = () => receiver.accepted().filter((e) => e.event_name === "Purchase")

describe("a Purchase marked paid by hand", () => {
  it("waits out the undo window, is dropped by an undo, and goes once when marked again", async () => {
    const order = await approvedOrder(w.client, w.admin)
    const payment = await w.su.collection("payments").getFirstListItem(`order = "${order.id}"`)
    const rows = () =>
      w.su.collection("capi_events").getFullList({ filter: `event_id = "purchase-${payment.id}"` })
    await act(order.id, "mark-paid", { method: "bank_transfer", reference: "TR-1" })
    const [waiting] = await rows()
    expect(waiting?.state).toBe("queued")
    expect(Date.parse(String(waiting?.next_attempt))).toBeGreaterThan(Date.now() + (UNDO_S - 1) * 1000)
    await act(order.id, "undo-paid")
    expect(await rows()).toEqual([])
    await act(order.id, "mark-paid", { method: "cash", reference: "" })
    expect(await poll(async () => purchases().length > 0, (UNDO_S + 5) * 1000)).toBe(true)
    expect(purchases().map((e) => e.event_id)).toEqual([`purchase-${payment.id}`])
    expect((await rows()).map((r) => r.state)).toEqual(["sent"])
  })
})
