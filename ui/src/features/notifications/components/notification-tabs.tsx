import { Link } from "react-router-dom"
import type { NotificationCounts, NotificationTab } from "../types"
import "./notifications.css"

const LABELS: Record<NotificationTab, string> = { all: "All", unread: "Unread", read: "Read" }

interface NotificationTabsProps {
  active: NotificationTab
  counts: NotificationCounts | null
  hrefFor: (tab: NotificationTab) => string
}

/** NotificationTabs: All (n), Unread (n), Read (n), counted over all of the user's notifications. */
export function NotificationTabs({ active, counts, hrefFor }: NotificationTabsProps) {
  return (
    <nav className="note-tabs" aria-label="Filter notifications">
      {(Object.keys(LABELS) as NotificationTab[]).map((tab) => (
        <Link
          key={tab}
          to={hrefFor(tab)}
          className="note-tabs__tab"
          aria-current={tab === active ? "page" : undefined}
        >
          {LABELS[tab]} ({counts ? counts[tab] : "…"})
        </Link>
      ))}
    </nav>
  )
}
