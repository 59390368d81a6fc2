import type { ListResult, RecordSubscription, UnsubscribeFunc } from "pocketbase"
import { pb } from "@/lib/pocketbase"
import type { NotificationRecord } from "@/lib/pocketbase-types"
import { type NotificationListRequest, userFilter } from "./list-query"
import type { NotificationCounts } from "./types"

/** The server's cap on requests in one POST /api/batch. */
export const BATCH_LIMIT = 200

const LIST_FIELDS =
  "id,title,message,status,created,related_order,expand.related_order.id,expand.related_order.title"

/** listNotifications loads one page of a tab, with each related order's title. */
export function listNotifications(req: NotificationListRequest): Promise<ListResult<NotificationRecord>> {
  return pb.collection("notifications").getList(req.page, req.perPage, {
    sort: req.sort,
    filter: req.filter,
    expand: "related_order",
    fields: LIST_FIELDS,
    requestKey: "notifications-page",
  })
}

/** recentUnread loads the dashboard's latest unread notifications (the spec fetches 5 and shows 3). */
export function recentUnread(userId: string, count = 5): Promise<ListResult<NotificationRecord>> {
  return pb.collection("notifications").getList(1, count, {
    sort: "-created,-id",
    filter: userFilter(userId, "unread"),
    fields: "id,title,message,status,created",
    requestKey: "recent-unread",
  })
}

/** countNotifications counts all and unread notifications of a user (two tiny requests, no rows). */
export async function countNotifications(userId: string): Promise<NotificationCounts> {
  const count = (filter: string, key: string) =>
    pb
      .collection("notifications")
      .getList(1, 1, { filter, fields: "id", requestKey: key })
      .then((r) => r.totalItems)
  const [all, unread] = await Promise.all([
    count(userFilter(userId), "count-all"),
    count(userFilter(userId, "unread"), "count-unread"),
  ])
  return { all, unread, read: all - unread }
}

/** markRead flips one notification to read (the only change a client may make). */
export function markRead(id: string): Promise<NotificationRecord> {
  return pb.collection("notifications").update(id, { status: "read" }, { requestKey: null })
}

/** chunk splits a list into slices of at most `size` items. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** markAllRead flips every unread notification of the user in batch requests of up to 200; returns how many. */
export async function markAllRead(userId: string): Promise<number> {
  const unread = await pb.collection("notifications").getFullList({
    filter: userFilter(userId, "unread"),
    fields: "id",
    batch: 1000,
    requestKey: null,
  })
  for (const ids of chunk(
    unread.map((n) => n.id),
    BATCH_LIMIT,
  )) {
    const batch = pb.createBatch()
    for (const id of ids) batch.collection("notifications").update(id, { status: "read" })
    await batch.send({ requestKey: null })
  }
  return unread.length
}

/** subscribeToMine calls back on every create, update or delete of the user's notifications. */
export function subscribeToMine(
  userId: string,
  onEvent: (e: RecordSubscription<NotificationRecord>) => void,
): Promise<UnsubscribeFunc> {
  return pb
    .collection("notifications")
    .subscribe("*", onEvent, { filter: userFilter(userId), fields: "id,status" })
}
