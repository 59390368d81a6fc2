import type { RecordService, RecordSubscription, UnsubscribeFunc } from "pocketbase"
import { pb } from "@/lib/pocketbase"
import type { MessageDraft, MessageRecord, ReadPosition, UnreadCounts } from "./types"

/** How many messages one page of a thread holds. */
export const PAGE_SIZE = 30

const FIELDS =
  "id,collectionId,collectionName,order,author,body,files,internal,created,updated,expand.author.id,expand.author.name,expand.author.role"

const messages = () => pb.collection("messages") as RecordService<MessageRecord>

/**
 * listPage loads the newest PAGE_SIZE messages of an order older than `before` (the oldest one shown), newest
 * first; without `before`, the newest page. Keyset paging on (created, id) stays fast at any depth. The server's
 * thread route leaves internal notes out for the client and shows the authors the reader may see.
 */
export function listPage(orderId: string, before?: MessageRecord): Promise<MessageRecord[]> {
  return pb
    .send<{ items: MessageRecord[] }>(`/api/launchdesk/orders/${encodeURIComponent(orderId)}/messages`, {
      query: before ? { beforeCreated: before.created, beforeId: before.id } : {},
      requestKey: null,
    })
    .then((r) => r.items)
}

/** getMessage loads one message the way the thread shows it. */
export function getMessage(id: string): Promise<MessageRecord> {
  return messages().getOne(id, { expand: "author", fields: FIELDS, requestKey: null })
}

/** sendMessage posts a message with its files (multipart when there are files). */
export function sendMessage(orderId: string, draft: MessageDraft): Promise<MessageRecord> {
  const data = new FormData()
  data.append("order", orderId)
  data.append("body", draft.body)
  if (draft.internal) data.append("internal", "true")
  for (const file of draft.files) data.append("files", file)
  return messages().create(data, { expand: "author", fields: FIELDS, requestKey: null })
}

/** editMessage changes the text of one of the user's messages. */
export function editMessage(id: string, body: string): Promise<MessageRecord> {
  return messages().update(id, { body }, { expand: "author", fields: FIELDS, requestKey: null })
}

/** listFiles loads the messages of an order that carry files, newest first (the "Files" list). */
export function listFiles(orderId: string): Promise<MessageRecord[]> {
  return messages().getFullList({
    filter: pb.filter("order = {:o} && files:length > 0", { o: orderId }),
    sort: "-created,-id",
    fields: "id,collectionId,collectionName,files,internal,created",
    requestKey: null,
  })
}

/** subscribeToOrder calls onEvent for every message of the order created or changed live. */
export function subscribeToOrder(
  orderId: string,
  onEvent: (e: RecordSubscription<MessageRecord>) => void,
): Promise<UnsubscribeFunc> {
  return messages().subscribe("*", onEvent, {
    filter: pb.filter("order = {:o}", { o: orderId }),
    expand: "author",
    fields: FIELDS,
  })
}

/** subscribeToAll calls onEvent for every message the user may read, created or changed live. */
export function subscribeToAll(onEvent: () => void): Promise<UnsubscribeFunc> {
  return messages().subscribe("*", onEvent, { fields: "id" })
}

/** markThreadRead records that the user has read the order's conversation up to now. */
export function markThreadRead(orderId: string): Promise<ReadPosition> {
  return pb.send<ReadPosition>(`/api/launchdesk/orders/${encodeURIComponent(orderId)}/messages/read`, {
    method: "POST",
    requestKey: null,
  })
}

/** fetchUnread loads the user's unread message counts. */
export function fetchUnread(): Promise<UnreadCounts> {
  return pb.send<UnreadCounts>("/api/launchdesk/messages/unread", { requestKey: null })
}

/** fileToken gets a short-lived token that opens protected files. */
export function fileToken(): Promise<string> {
  return pb.files.getToken({ requestKey: null })
}

/** fileUrl is the address of one file of a message (a thumbnail when thumb is set), opened with token. */
export function fileUrl(message: MessageRecord, name: string, token: string, thumb?: string): string {
  return pb.files.getURL(message, name, { token, ...(thumb ? { thumb } : {}) })
}
