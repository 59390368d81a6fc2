import { useEffect } from "react"
import { useSearchParams } from "react-router-dom"
import { useShallow } from "zustand/react/shallow"
import { EmptyState } from "@/components/empty-state"
import { CheckIcon } from "@/components/icons"
import { PageHeader } from "@/components/page-header"
import { listPageOf, PagedList } from "@/components/paged-list"
import { useSession } from "@/features/auth/session-store"
import { NotificationItem } from "@/features/notifications/components/notification-item"
import { NotificationTabs } from "@/features/notifications/components/notification-tabs"
import {
  NOTIFICATIONS_PER_PAGE,
  readNotificationQuery,
  writeNotificationQuery,
} from "@/features/notifications/list-query"
import { useLiveNotifications } from "@/features/notifications/live-store"
import { useNotifications } from "@/features/notifications/notifications-store"
import type { NotificationListQuery, NotificationTab } from "@/features/notifications/types"

/** What differs between the client's notifications and the provider's inbox. */
export interface NotificationInboxProps {
  title: string
  subtitle: string
  /** The page's own path, to which the tab and page are added. */
  basePath: string
  orderHref: (id: string) => string
  /** What the "All" tab says when there is nothing yet. */
  emptyAll: string
}

/**
 * NotificationInbox lists the signed-in user's own notifications with All / Unread / Read tabs, live
 * counts and "Mark as read": the client's Notifications page and the provider's Inbox.
 */
export function NotificationInbox({
  title,
  subtitle,
  basePath,
  orderHref,
  emptyAll,
}: NotificationInboxProps) {
  const EMPTY: Record<NotificationTab, { title: string; text: string }> = {
    all: { title: "No notifications", text: emptyAll },
    unread: { title: "All caught up!", text: "You have read every notification." },
    read: { title: "No read notifications", text: "Notifications you have read will appear here." },
  }
  const href = (q: NotificationListQuery) => {
    const qs = writeNotificationQuery(q).toString()
    return qs ? `${basePath}?${qs}` : basePath
  }
  const userId = useSession((s) => s.user?.id ?? "")
  const [params] = useSearchParams()
  const { tab, page } = readNotificationQuery(params)
  const counts = useLiveNotifications((s) => s.counts)
  const revision = useLiveNotifications((s) => s.revision)
  const list = useNotifications(useShallow(listPageOf))
  const markingAll = useNotifications((s) => s.markingAll)
  const load = useNotifications((s) => s.load)
  const markRead = useNotifications((s) => s.markRead)
  const markAllRead = useNotifications((s) => s.markAllRead)

  useEffect(() => {
    if (userId) void load(userId, { tab, page })
  }, [userId, tab, page, load])

  // A change seen live (new notification, read elsewhere): reload the page quietly.
  useEffect(() => {
    if (userId && revision > 0) void load(userId, { tab, page }, { quiet: true })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new revision should trigger this
  }, [revision])

  const hasUnread = (counts?.unread ?? 0) > 0
  const markAll = (
    <button
      type="button"
      className="button button--secondary"
      disabled={markingAll}
      onClick={() => void markAllRead(userId)}
    >
      <CheckIcon width={18} height={18} />
      {markingAll ? "Marking..." : "Mark all as read"}
    </button>
  )

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={hasUnread ? markAll : undefined} />
      <NotificationTabs active={tab} counts={counts} hrefFor={(t) => href({ tab: t, page: 1 })} />
      <PagedList
        name="Notifications"
        list={list}
        item={(n) => (
          <NotificationItem
            key={n.id}
            notification={n}
            orderHref={orderHref}
            onMarkRead={(id) => void markRead(id)}
          />
        )}
        loadingLabel="Loading notifications"
        empty={<EmptyState title={EMPTY[tab].title}>{EMPTY[tab].text}</EmptyState>}
        pager={{
          label: "Notification pages",
          page,
          perPage: NOTIFICATIONS_PER_PAGE,
          noun: "notifications",
          hrefFor: (p) => href({ tab, page: p }),
        }}
      />
    </>
  )
}
