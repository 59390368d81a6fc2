import { useEffect } from "react"
import type { NavItem } from "@/components/app-shell"
import { BellIcon, HomeIcon, InboxIcon, ListIcon, UsersIcon } from "@/components/icons"
import { RequireRole } from "@/features/auth/components/require-role"
import { useSession } from "@/features/auth/session-store"
import { afterPaint } from "@/lib/after-paint"
import { useUnreadMessages } from "@/features/messages/unread-store"
import { useLiveNotifications } from "@/features/notifications/live-store"
import { paths } from "../../paths"
import { SignedInShell } from "../signed-in-shell"

function AdminShell() {
  const userId = useSession((s) => s.user?.id)
  const unread = useLiveNotifications((s) => s.counts?.unread ?? 0)
  const start = useLiveNotifications((s) => s.start)
  const unreadMessages = useUnreadMessages((s) => s.counts?.total ?? 0)
  const startMessages = useUnreadMessages((s) => s.start)

  // The provider's own alerts (new orders) arrive live; the Inbox shows how many are unread. Both start
  // once the first screen has painted: the screen's own requests come first.
  useEffect(() => (userId ? afterPaint(() => start(userId)) : undefined), [userId, start])
  useEffect(() => (userId ? afterPaint(startMessages) : undefined), [userId, startMessages])

  const items: NavItem[] = [
    { to: paths.admin.root.href(), label: "Dashboard", icon: <HomeIcon />, end: true },
    { to: paths.admin.inbox.href(), label: "Inbox", icon: <InboxIcon />, badge: unread },
    { to: paths.admin.orders.href(), label: "Orders", icon: <ListIcon />, badge: unreadMessages },
    { to: paths.admin.users.href(), label: "Users", icon: <UsersIcon /> },
    { to: paths.admin.notifications.href(), label: "Notifications", icon: <BellIcon /> },
  ]
  return <SignedInShell areaLabel="Admin area" items={items} accountHref={paths.admin.account.href()} />
}

export default function AdminLayout() {
  return (
    <RequireRole role="admin">
      <AdminShell />
    </RequireRole>
  )
}
