/** The three tabs of the notifications page. */
export const NOTIFICATION_TABS = ["all", "unread", "read"] as const
export type NotificationTab = (typeof NOTIFICATION_TABS)[number]

/** The notifications page query as the URL holds it. */
export interface NotificationListQuery {
  tab: NotificationTab
  page: number
}

/** Counts over all of the user's notifications (not only the loaded page). */
export interface NotificationCounts {
  all: number
  unread: number
  read: number
}
