import type { UnsubscribeFunc } from "pocketbase"
import { pb } from "@/lib/pocketbase"
import type { Queue } from "./types"

/** The realtime topic on which the server tells admins the queue's new count (internal/studioqueue). */
const TOPIC = "launchdesk/queue"

/** getQueue reads the studio's queue (admins only). */
export function getQueue(): Promise<Queue> {
  return pb.send<Queue>("/api/launchdesk/admin/queue", { requestKey: "studio-queue" })
}

/** markOrderSeen tells the server the studio opened the order: what opening answers leaves the queue. */
export function markOrderSeen(orderId: string): Promise<unknown> {
  return pb.send(`/api/launchdesk/admin/orders/${encodeURIComponent(orderId)}/seen`, {
    method: "POST",
    requestKey: null,
  })
}

/** subscribeToQueue calls back with the queue's new count whenever it changes. */
export function subscribeToQueue(onCount: (total: number) => void): Promise<UnsubscribeFunc> {
  return pb.realtime.subscribe(TOPIC, (data: { total?: number }) => onCount(Number(data.total ?? 0)))
}
