import { Badge } from "@/components/badge"
import { ClockIcon } from "@/components/icons"
import { statusLabel, statusTone } from "../status"

/** OrderStatusBadge: pending yellow with a clock, in progress blue, completed green, anything else grey. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge
      tone={statusTone(status)}
      icon={status === "pending_approval" ? <ClockIcon width={14} height={14} /> : null}
    >
      {statusLabel(status)}
    </Badge>
  )
}
