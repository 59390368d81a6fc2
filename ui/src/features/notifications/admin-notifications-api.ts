import type { ListResult } from "pocketbase"
import { pb } from "@/lib/pocketbase"
import type { NotificationRecord } from "@/lib/pocketbase-types"
import type { ListQuery } from "@/lib/table-query"
import { SENT_TO_CLIENTS } from "./admin-notifications-query"

/** What the admin's Send Notification form submits. */
export interface AdminNotificationValues {
  user: string
  related_order: string
  title: string
  message: string
  /** Also to the client's brand: "work" (its members who work on orders), "see" (every member), or "" (not). */
  audience: "" | "work" | "see"
}

/** sendNotification creates an unread notification; the server checks the related order is that client's. */
export function sendNotification(values: AdminNotificationValues): Promise<NotificationRecord> {
  return pb.collection("notifications").create(
    {
      user: values.user,
      title: values.title.trim(),
      message: values.message.trim(),
      status: "unread",
      related_order: values.related_order || null,
      ...(values.audience ? { audience: values.audience } : {}),
    },
    { requestKey: null },
  )
}

/** listNotificationHistory fetches one page of sent notifications with their client and related order. */
export function listNotificationHistory(query: ListQuery): Promise<ListResult<NotificationRecord>> {
  return pb.collection("notifications").getList(query.page, query.perPage, {
    sort: query.sort,
    filter: query.filter,
    expand: "user,related_order",
    fields:
      "id,title,message,status,created,user,related_order," +
      "expand.user.id,expand.user.name,expand.user.email,expand.related_order.id,expand.related_order.title",
    requestKey: "admin-notification-history",
  })
}

/** countNotifications returns how many notifications were sent to clients, for the History (n) tab. */
export async function countNotifications(): Promise<number> {
  const page = await pb.collection("notifications").getList(1, 1, {
    filter: SENT_TO_CLIENTS,
    fields: "id",
    requestKey: "admin-notification-count",
  })
  return page.totalItems
}
