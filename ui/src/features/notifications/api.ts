import type { ListResult, RecordSubscription, UnsubscribeFunc } from "pocketbase"
import { pb } from "@/lib/pocketbase"
import type { NotificationRecord } from "@/lib/pocketbase-types"
import { type NotificationListRequest, userFilter } from "./list-query"
import type { NotificationCounts } from "./types"

/** The server's cap on requests in one POST /api/batch. */
export const BATCH_LIMIT = 200

/** One page of notifications as GET /api/launchdesk/notifications answers it, with the user's counts. */
type NotificationPage = ListResult<NotificationRecord> & { counts: { all: number; unread: number } }

const notificationPage = (query: Record<string, string | number>, requestKey: string | null) =>
  pb.send<NotificationPage>("/api/launchdesk/notifications", { query, requestKey })

/** listNotifications loads one page of a tab, with each related order's title. */
export function listNotifications(req: NotificationListRequest): Promise<ListResult<NotificationRecord>> {
  return notificationPage({ ...req }, "notifications-page")
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

/** countNotifications counts all and unread notifications of the signed-in user (one request, one row). */
export async function countNotifications(): Promise<NotificationCounts> {
  const { counts } = await notificationPage({ perPage: 1 }, "notification-counts")
  return { all: counts.all, unread: counts.unread, read: counts.all - counts.unread }
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
