import { unreadFor, useUnreadMessages } from "../unread-store"
import "./unread-badge.css"

/** UnreadBadge says how many messages of an order are unread ("2 new messages"); nothing when none. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <span className="unread-badge">
      <span aria-hidden="true" className="unread-badge__dot" />
      {count === 1 ? "1 new message" : `${count > 99 ? "99+" : count} new messages`}
    </span>
  )
}

/** OrderUnreadBadge is the UnreadBadge of one order, kept current by the unread store. */
export function OrderUnreadBadge({ orderId }: { orderId: string }) {
  const count = useUnreadMessages((s) => unreadFor(s.counts, orderId))
  return <UnreadBadge count={count} />
}
