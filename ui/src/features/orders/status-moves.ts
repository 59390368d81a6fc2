import { PROMISE_WORDS } from "@/content/promise"
import { LIMITS } from "@/lib/limits"
import { ORDER_STATUSES, type OrderStatus } from "@/lib/pocketbase-types"

// Moves back and what they do to the launch, as the server decides them (pb_hooks/lib/status_moves.js and
// launch_moves.js, docs/decisions.md §13). The admin is warned before confirming; the server enforces the rule.

// The statuses rank in their order (pb_hooks/lib/statuses.json); cancelled has no rank: cancelling and reopening a
// cancelled order need a reason too (docs/decisions.md §27)
const RANK: Partial<Record<OrderStatus, number>> = Object.fromEntries(
  ORDER_STATUSES.filter((s) => s !== "cancelled").map((s, i) => [s, i]),
)

/** REASON_MAX is the longest reason the server accepts, in characters. */
export const REASON_MAX = LIMITS.statusReason.max

/** LAUNCH_REASON is the length of the reason that approves a launch in the client's place. */
export const LAUNCH_REASON = LIMITS.launchReason

/** isMoveBack: from → to goes back (completed → in progress, anything → pending approval); it needs a reason. */
export function isMoveBack(from: OrderStatus, to: OrderStatus): boolean {
  const [a, b] = [RANK[from], RANK[to]]
  return a !== undefined && b !== undefined && b < a
}

/** needsReason: from → to is a move back, a cancellation or the reopening of a cancelled order. */
export function needsReason(from: OrderStatus, to: OrderStatus): boolean {
  return isMoveBack(from, to) || (from !== to && (from === "cancelled" || to === "cancelled"))
}

/** allowedFrom: a cancelled order reopens to pending approval only; any other status may go anywhere. */
export function allowedFrom(from: OrderStatus, to: OrderStatus): boolean {
  return from !== "cancelled" || to === "pending_approval" || to === "cancelled"
}

/** REOPEN_WARNING says what reopening a cancelled order does. */
export const REOPEN_WARNING =
  "The order goes back to Pending Approval and the client is told, with your reason. Approve it from there to " +
  "resume its launch where it stopped."

/** cancelWarning says what cancelling does to the order and its launch. */
export function cancelWarning(from: OrderStatus): string {
  const launch =
    from === "pending_approval"
      ? ""
      : ` Its launch stops${from === "completed" ? " (and is undone: the " + PROMISE_WORDS.dayAdjective + " figures stop counting it)" : ""}: the ${PROMISE_WORDS.dayAdjective} clock stops and nothing in it can change.`
  return (
    "The client reads that the order is cancelled and will not be built, with your reason." +
    launch +
    " You can reopen it later to Pending Approval, with a reason."
  )
}

/** moveBackWarning says what a move back does to the order's launch, if it has one. */
export function moveBackWarning(from: OrderStatus, to: OrderStatus): string {
  if (to === "in_progress") {
    return (
      `Reopening undoes the launch: the store counts as not launched (the ${PROMISE_WORDS.dayAdjective} figures stop counting it), ` +
      `the launch goes back to the step Building and its ${PROMISE_WORDS.dayAdjective} clock runs on from the time already used.`
    )
  }
  const undone =
    from === "completed"
      ? `The launch is undone (the ${PROMISE_WORDS.dayAdjective} figures stop counting it) and goes on hold`
      : ""
  return (
    (undone || "The approval is withdrawn: the launch goes on hold") +
    ` with everything the client sent. Its ${PROMISE_WORDS.dayAdjective} clock stops and nothing in it can change until you approve ` +
    "the order again; then it resumes where it stopped."
  )
}
