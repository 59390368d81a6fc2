import type { ClientResponseError } from "pocketbase"
import { expect } from "vitest"
import type { World } from "../support/world"

/** refusal answers the error p was refused with, or null when it was accepted. */
export const refusal = (p: Promise<unknown>): Promise<ClientResponseError | null> =>
  p.then(
    () => null,
    (e: unknown) => e as ClientResponseError,
  )

/**
 * expectReasonRequired tries to move the order to `to` as the admin without a reason (REST and batch), with a blank
 * reason and with one over 300 characters, and as the superuser without one: each is a 400, the reasonless ones with
 * message and a field error on `reason` (docs/decisions.md §13 and §27). The caller checks that nothing changed.
 */
export async function expectReasonRequired(
  w: World,
  orderId: string,
  to: string,
  message: string,
): Promise<void> {
  const orders = w.admin.pb.collection("orders")
  const rest = await refusal(orders.update(orderId, { status: to }))
  expect([rest?.status, rest?.message]).toEqual([400, message])
  expect(rest?.response.data.reason.code).toBe("validation_required")
  const blank = await refusal(orders.update(orderId, { status: to, reason: "   " }))
  expect(blank?.status).toBe(400)
  const long = await refusal(orders.update(orderId, { status: to, reason: "x".repeat(301) }))
  expect([long?.status, long?.message]).toEqual([400, "Keep the reason under 300 characters."])
  const su = await refusal(w.su.collection("orders").update(orderId, { status: to }))
  expect(su?.status).toBe(400)
  const batch = w.admin.pb.createBatch()
  batch.collection("orders").update(orderId, { status: to })
  const batched = await refusal(batch.send())
  expect(batched?.status).toBe(400)
  expect(JSON.stringify(batched?.response)).toContain(message.slice(0, 30))
}
