import { paths } from "../../paths"
import { NotificationInbox } from "../notification-inbox"

export default function PortalNotificationsPage() {
  return (
    <NotificationInbox
      title="Notifications"
      subtitle="Status updates about your orders and notes from the studio. Messages are on each order's page."
      basePath={paths.portal.notifications.href()}
      orderHref={paths.portal.order.href}
      emptyAll="Updates about your orders will appear here."
    />
  )
}
