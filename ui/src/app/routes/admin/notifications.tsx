import { type KeyboardEvent, useEffect, useRef } from "react"
import { useMatch, useNavigate, useSearchParams } from "react-router-dom"
import { PageHeader } from "@/components/page-header"
import { useTableUrl } from "@/hooks/use-table-url"
import { ClientPicker } from "@/features/clients/components/client-picker"
import { adminNotificationsQuery } from "@/features/notifications/admin-notifications-query"
import { useAdminNotificationsStore } from "@/features/notifications/admin-notifications-store"
import { adminNotificationColumns } from "@/features/notifications/components/admin-notifications-columns"
import { AdminNotificationsHistory } from "@/features/notifications/components/admin-notifications-history"
import { AdminNotificationUpsertForm } from "@/features/notifications/components/admin-notification-upsert-form"
import { AdminClientOrderSelect } from "@/features/orders/components/admin-client-order-select"
import { paths } from "../../paths"
import "./admin-pages.css"

const columns = adminNotificationColumns(paths.admin.order.href)

const tabs = [
  { id: "send", label: () => "Send Notification", href: paths.admin.newNotification.href() },
  {
    id: "history",
    label: (count: number | null) => `History (${count ?? "…"})`,
    href: paths.admin.notifications.href(),
  },
] as const

function SendPanel() {
  const [params] = useSearchParams()
  const sent = useAdminNotificationsStore((s) => s.sent)
  return (
    <AdminNotificationUpsertForm
      initialClient={params.get("user") ?? ""}
      onSent={sent}
      renderClientPicker={(p) => <ClientPicker {...p} />}
      renderOrderSelect={(p) => <AdminClientOrderSelect {...p} />}
    />
  )
}

function HistoryPanel() {
  const url = useTableUrl(adminNotificationsQuery)
  return <AdminNotificationsHistory url={url} columns={columns} />
}

/** /admin/notifications is the history, /admin/notifications/new the form: the URL picks the tab. */
export default function AdminNotificationsPage() {
  const sending = useMatch(paths.admin.newNotification.path) !== null
  const active = sending ? "send" : "history"
  const navigate = useNavigate()
  const count = useAdminNotificationsStore((s) => s.count)
  const refreshCount = useAdminNotificationsStore((s) => s.refreshCount)
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({})

  useEffect(() => {
    void refreshCount()
  }, [refreshCount])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return
    const next = tabs.find((t) => t.id !== active)
    if (!next) return
    navigate(next.href)
    tabRefs.current[next.id]?.focus()
  }

  return (
    <>
      <PageHeader
        title="Notifications"
        documentTitle={sending ? "Send Notification" : "Notification History"}
        subtitle="Message a client in their portal, and see everything sent."
      />
      <div role="tablist" aria-label="Notifications" className="tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[tab.id] = el
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => navigate(tab.href)}
          >
            {tab.label(count)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} className="tabs__panel">
        {sending ? <SendPanel /> : <HistoryPanel />}
      </div>
    </>
  )
}
