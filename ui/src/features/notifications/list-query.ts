import { pb } from "@/lib/pocketbase"
import { NOTIFICATION_TABS, type NotificationListQuery, type NotificationTab } from "./types"

/** The specification's page size for every list. */
export const NOTIFICATIONS_PER_PAGE = 50

const isTab = (value: string): value is NotificationTab =>
  (NOTIFICATION_TABS as readonly string[]).includes(value)

/** readNotificationQuery reads tab and page from the URL; anything malformed falls back to All, page 1. */
export function readNotificationQuery(params: URLSearchParams): NotificationListQuery {
  const tab = params.get("tab") ?? ""
  const page = Number(params.get("page"))
  return { tab: isTab(tab) ? tab : "all", page: Number.isInteger(page) && page >= 1 ? page : 1 }
}

/** writeNotificationQuery is the inverse of readNotificationQuery, leaving defaults out of the URL. */
export function writeNotificationQuery(query: NotificationListQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.tab !== "all") params.set("tab", query.tab)
  if (query.page > 1) params.set("page", String(query.page))
  return params
}

/** userFilter selects one user's notifications, optionally of one status. */
export function userFilter(userId: string, status?: "unread" | "read"): string {
  const mine = pb.filter("user = {:user}", { user: userId })
  return status ? `${mine} && ${pb.filter("status = {:status}", { status })}` : mine
}

/** The query of GET /api/launchdesk/notifications for one page of a tab of the signed-in user's notifications. */
export interface NotificationListRequest {
  page: number
  perPage: number
  status?: "unread" | "read"
}

/** notificationListRequest maps the URL state to the server query (always newest first). */
export function notificationListRequest(query: NotificationListQuery): NotificationListRequest {
  return {
    page: query.page,
    perPage: NOTIFICATIONS_PER_PAGE,
    ...(query.tab === "all" ? {} : { status: query.tab }),
  }
}
