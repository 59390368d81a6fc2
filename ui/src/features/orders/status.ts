import type { BadgeTone } from "@/components/badge"
import type { OrderStatus } from "@/lib/pocketbase-types"

/** Human labels of the order statuses, as the status filters show them. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_approval: "Pending Approval",
  in_progress: "In Progress",
  completed: "Completed",
}

/** What each status means for the client (the order detail page). */
export const ORDER_STATUS_EXPLANATIONS: Record<OrderStatus, string> = {
  pending_approval: "Your order is waiting for approval",
  in_progress: "We are working on your project",
  completed: "Your project has been completed",
}

const TONES: Record<OrderStatus, BadgeTone> = {
  pending_approval: "yellow",
  in_progress: "blue",
  completed: "green",
}

/** statusTone: yellow, blue, green for the known statuses, grey for anything else. */
export function statusTone(status: string): BadgeTone {
  return TONES[status as OrderStatus] ?? "grey"
}

/** statusLabel: the human label, or the raw value with underscores as spaces for unknown statuses. */
export function statusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? (status.replaceAll("_", " ") || "Unknown")
}
