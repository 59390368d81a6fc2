import { useEffect } from "react"
import type { NavItem } from "@/components/app-shell"
import { BellIcon, CalendarIcon, HomeIcon, InboxIcon, ListIcon, UsersIcon } from "@/components/icons"
import { RequireRole } from "@/features/auth/components/require-role"
import { useSession } from "@/features/auth/session-store"
import { afterPaint } from "@/lib/after-paint"
import { useUnreadMessages } from "@/features/messages/unread-store"
import { useInbox } from "@/features/inbox/inbox-store"
import { paths } from "../../paths"
import { SignedInShell } from "../signed-in-shell"

function AdminShell() {
  const userId = useSession((s) => s.user?.id)
  const waiting = useInbox((s) => s.total ?? 0)
  const start = useInbox((s) => s.start)
  const unreadMessages = useUnreadMessages((s) => s.counts?.total ?? 0)
  const startMessages = useUnreadMessages((s) => s.start)

  // What waits on the studio is counted by the server and arrives live; the Inbox shows how many. Both start
  // once the first screen has painted: the screen's own requests come first.
  useEffect(() => (userId ? afterPaint(start) : undefined), [userId, start])
  useEffect(() => (userId ? afterPaint(startMessages) : undefined), [userId, startMessages])

  const items: NavItem[] = [
    { to: paths.admin.root.href(), label: "Dashboard", icon: <HomeIcon />, end: true },
    { to: paths.admin.inbox.href(), label: "Inbox", icon: <InboxIcon />, badge: waiting },
    { to: paths.admin.orders.href(), label: "Orders", icon: <ListIcon />, badge: unreadMessages },
    { to: paths.admin.users.href(), label: "Users", icon: <UsersIcon /> },
    { to: paths.admin.booking.href(), label: "Booking", icon: <CalendarIcon /> },
    { to: paths.admin.testimonials.href(), label: "Testimonials", icon: <ListIcon /> },
    { to: paths.admin.notifications.href(), label: "Notifications", icon: <BellIcon /> },
    { to: paths.admin.funnel.href(), label: "Funnel", icon: <ListIcon /> },
    { to: paths.admin.webhooks.href(), label: "Webhooks", icon: <ListIcon /> },
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
