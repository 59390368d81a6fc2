import { createColumnHelper } from "@tanstack/react-table"
import type { ServerTableFeatures } from "@/components/data-table-features"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { countdownOf, formatDueParts, formatLeft } from "../countdown"
import type { Launch } from "../types"
import { useNow } from "../use-launch"
import "./launch.css"

const column = createColumnHelper<ServerTableFeatures, OrderRecord>()

/** launchOfRow reads the launch the admin orders route expands on each order (one, or a list of one). */
function launchOfRow(order: OrderRecord): Launch | null {
  const expanded = (order.expand as { launches_via_order?: Launch | Launch[] } | undefined)
    ?.launches_via_order
  if (!expanded) return null
  return Array.isArray(expanded) ? (expanded[0] ?? null) : expanded
}

function DueCell({ order }: { order: OrderRecord }) {
  const now = useNow(60_000)
  const launch = launchOfRow(order)
  if (!launch || launch.step === "launched") return <span className="muted">—</span>
  if (order.status === "pending_approval") return <span className="muted">On hold</span>
  const c = countdownOf(launch, now)
  if (!c.due) return <span className="muted">Not started</span>
  // paused: no time of day, which would move with every minute of the pause (countdown.ts dueWhen); the day and the
  // time break apart rather than widen the table (issue 40 item 18)
  const [day, time] = formatDueParts(c.due)
  return (
    <div className="order-cell">
      {c.state === "paused" ? (
        <span>Paused</span>
      ) : (
        <span>
          <span className="due-cell__part">{day},</span> <span className="due-cell__part">{time}</span>
        </span>
      )}
      <span className={c.overdue ? "due-cell--late" : "order-cell__company"}>{formatLeft(c.leftMs)}</span>
    </div>
  )
}

/** launchDueColumn is the admin orders table's "Launch due" column; its id "due" is the server's sort. */
export const launchDueColumn = column.accessor((order) => order.id, {
  id: "due", // the value is never read: the server sorts
  header: "Launch due",
  enableSorting: true,
  cell: ({ row }) => <DueCell order={row.original} />,
})
