import { UpcomingCalls } from "@/features/booking/components/upcoming-calls"
import { paths } from "../../paths"

/**
 * StudioCalls is the studio's calls as the admin screens show them (the dashboard, the inbox, /admin/booking): each
 * links to the order it was booked from, or to the orders of a person who has an account.
 */
export function StudioCalls({ limit, onSettingsPage = false }: { limit?: number; onSettingsPage?: boolean }) {
  return (
    <UpcomingCalls
      settingsHref={onSettingsPage ? undefined : paths.admin.booking.href()}
      limit={limit}
      orderHref={paths.admin.order.href}
      clientOrdersHref={(client) => paths.admin.orders.href({ client })}
    />
  )
}
