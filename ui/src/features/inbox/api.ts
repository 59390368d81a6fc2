import type { UnsubscribeFunc } from "pocketbase"
import { pb } from "@/lib/pocketbase"
import type { Queue, QueueItem } from "./types"

/** The realtime topic on which the server tells admins the queue's new count (internal/studioqueue). */
const TOPIC = "launchdesk/queue"

/** getQueue reads the studio's queue (admins only). */
export function getQueue(): Promise<Queue> {
  return pb.send<Queue>("/api/launchdesk/admin/queue", { requestKey: "studio-queue" })
}

/** markDone takes an item out of the queue as the studio saw it (at): refused (409) when something new came since. */
export function markDone(item: Pick<QueueItem, "id" | "at">): Promise<unknown> {
  return pb.send(`/api/launchdesk/admin/queue/${encodeURIComponent(item.id)}/done`, {
    method: "POST",
    body: { at: item.at },
    requestKey: null,
  })
}

/** subscribeToQueue calls back with the queue's new count whenever it changes. */
export function subscribeToQueue(onCount: (total: number) => void): Promise<UnsubscribeFunc> {
  return pb.realtime.subscribe(TOPIC, (data: { total?: number }) => onCount(Number(data.total ?? 0)))
}
