import { useEffect } from "react"
import type { NavItem } from "@/components/app-shell"
import { BellIcon, CalendarIcon, HomeIcon, ListIcon, PlusIcon, UsersIcon } from "@/components/icons"
import { RequireRole } from "@/features/auth/components/require-role"
import { VerifyBanner } from "@/features/auth/components/verify-banner"
import { useSession } from "@/features/auth/session-store"
import { afterPaint } from "@/lib/after-paint"
import { useUnreadMessages } from "@/features/messages/unread-store"
import { useLiveNotifications } from "@/features/notifications/live-store"
import { mayOrder, useLiveOrders } from "@/features/orders/live-orders-store"
import { paths } from "../../paths"
import { SignedInShell } from "../signed-in-shell"
import "./portal.css"

function PortalShell() {
  const userId = useSession((s) => s.user?.id)
  const unread = useLiveNotifications((s) => s.counts?.unread ?? 0)
  const start = useLiveNotifications((s) => s.start)
  const startOrders = useLiveOrders((s) => s.start)
  const unreadMessages = useUnreadMessages((s) => s.counts?.total ?? 0)
  const startMessages = useUnreadMessages((s) => s.start)

  // One realtime connection for the whole portal: the sidebar count and the pages follow it. It starts
  // once the first screen has painted: the screen's own requests come first.
  useEffect(() => (userId ? afterPaint(() => start(userId)) : undefined), [userId, start])
  useEffect(() => (userId ? afterPaint(startOrders) : undefined), [userId, startOrders])
  useEffect(() => (userId ? afterPaint(startMessages) : undefined), [userId, startMessages])

  const ordering = mayOrder(useLiveOrders((s) => s.role)) // a billing member places no orders
  const items: NavItem[] = [
    { to: paths.portal.root.href(), label: "Dashboard", icon: <HomeIcon />, end: true },
    ...(ordering ? [{ to: paths.portal.newOrder.href(), label: "New Order", icon: <PlusIcon /> }] : []),
    { to: paths.portal.orders.href(), label: "My Orders", icon: <ListIcon />, badge: unreadMessages },
    { to: paths.portal.notifications.href(), label: "Notifications", icon: <BellIcon />, badge: unread },
    { to: paths.portal.bookCall.href(), label: "Book a Call", icon: <CalendarIcon /> },
    { to: paths.portal.team.href(), label: "Team", icon: <UsersIcon /> },
  ]

  return (
    <SignedInShell
      areaLabel="Client portal"
      items={items}
      accountHref={paths.portal.account.href()}
      banner={<VerifyBanner />}
    />
  )
}

export default function PortalLayout() {
  return (
    <RequireRole role="client">
      <PortalShell />
    </RequireRole>
  )
}
