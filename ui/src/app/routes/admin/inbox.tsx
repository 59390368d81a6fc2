import { paths } from "../../paths"
import { NotificationInbox } from "../notification-inbox"

/** /admin/inbox: the provider's own alerts (new orders now; messages and intake later). */
export default function AdminInboxPage() {
  return (
    <NotificationInbox
      title="Inbox"
      subtitle="Your own alerts: new orders from clients."
      basePath={paths.admin.inbox.href()}
      orderHref={paths.admin.order.href}
      emptyAll="New orders from clients will appear here."
    />
  )
}
