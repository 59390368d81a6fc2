import type { OrderRecord } from "@/lib/pocketbase-types"

/**
 * submittedFirst puts the order just submitted (by id, if listed) ahead of the others, whatever their dates say,
 * and answers it apart while it still waits for approval (the dashboard then says what happens next).
 */
export function submittedFirst(
  orders: OrderRecord[],
  submittedId: string | undefined,
): { orders: OrderRecord[]; waiting: OrderRecord | null } {
  const submitted = submittedId ? orders.find((o) => o.id === submittedId) : undefined
  if (!submitted) return { orders, waiting: null }
  return {
    orders: [submitted, ...orders.filter((o) => o !== submitted)],
    waiting: submitted.status === "pending_approval" ? submitted : null,
  }
}
