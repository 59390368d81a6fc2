import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import type { OrderRecord, OrderStatus } from "@/lib/pocketbase-types"
import { updateOrderStatus } from "./admin-orders-api"
import { statusLabel } from "./status"

/** Applies an update to the order with this id wherever the caller keeps it. */
export type PatchOrder = (id: string, update: (order: OrderRecord) => OrderRecord) => void

/**
 * changeStatusOptimistically shows `next` at once, saves it, and on failure puts the previous
 * status back (unless something newer replaced it meanwhile) and tells the admin why.
 * Resolves true when the server accepted the change. A move back carries its reason.
 */
export async function changeStatusOptimistically(
  before: OrderRecord,
  next: OrderStatus,
  patch: PatchOrder,
  reason?: string,
): Promise<boolean> {
  if (before.status === next) return true
  const subject = `order-status-${before.id}`
  patch(before.id, (order) => ({ ...order, status: next }))
  try {
    const saved = await updateOrderStatus(before.id, next, reason)
    patch(before.id, (order) => ({ ...order, ...saved, expand: order.expand }))
    showOutcome(
      "success",
      `"${before.title}" is now ${statusLabel(next)}. The client has been notified.`,
      subject,
    )
    return true
  } catch (err) {
    patch(before.id, (order) =>
      order.status === next ? { ...order, status: before.status, updated: before.updated } : order,
    )
    const reason = handleApiError(err, { toast: false, fallback: "The server did not accept the change." })
    showOutcome(
      "error",
      `The status of "${before.title}" could not be changed${reason ? `: ${reason}` : "."} ` +
        `It is back to ${statusLabel(before.status)}.`,
      subject,
    )
    return false
  }
}
