import type { BadgeTone } from "@/components/badge"
import type { StatusChoice } from "@/components/status-select"
import { ORDER_STATUSES, type OrderStatus } from "@/lib/pocketbase-types"
import statuses from "../../../../pb_hooks/lib/statuses.json"

// The statuses' words are written once, in pb_hooks/lib/statuses.json (the hooks' e-mails name them the same way).

/** Human labels of the order statuses, as the status filters show them. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = statuses.names

/** The specification's statuses: cancelled is ours (docs/decisions.md §27). */
type SpecifiedStatus = Exclude<OrderStatus, "cancelled">

const { cancelled, ...specified } = statuses.explanations

/** What each status means for the client (the order detail page), in the specification's words. */
export const ORDER_STATUS_EXPLANATIONS: Record<SpecifiedStatus, string> = specified

/** What a cancelled order means for the client, beside the specification's explanations. */
export const CANCELLED_EXPLANATION = cancelled

/** statusExplanation: the explanation of status on the order page ("Status unknown" for a status we do not know). */
export function statusExplanation(status: string): string {
  if (status === "cancelled") return CANCELLED_EXPLANATION
  return ORDER_STATUS_EXPLANATIONS[status as SpecifiedStatus] ?? "Status unknown"
}

// cancelled has no tone of its own: the specification's badges show "anything else" grey
const TONES: Record<SpecifiedStatus, BadgeTone> = {
  pending_approval: "yellow",
  in_progress: "blue",
  completed: "green",
}

/** statusTone: yellow, blue, green for the known statuses, grey for anything else. */
export function statusTone(status: string): BadgeTone {
  return TONES[status as SpecifiedStatus] ?? "grey"
}

/** statusLabel: the human label, or the raw value with underscores as spaces for unknown statuses. */
export function statusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? (status.replaceAll("_", " ") || "Unknown")
}

/** statusChoices are the statuses as a status select offers them, in order; allowed says which can be chosen. */
export function statusChoices(allowed: (s: OrderStatus) => boolean = () => true): StatusChoice[] {
  return ORDER_STATUSES.map((s) => ({ value: s, label: statusLabel(s), disabled: !allowed(s) }))
}
