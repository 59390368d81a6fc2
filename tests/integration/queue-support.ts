import type { PipelineWorld } from "./pipeline-support"

/** One item of GET /api/launchdesk/admin/queue. */
export interface QueueItem {
  kind: string
  count: number
  orderId: string
  title: string
  onShopify: boolean
  collaboratorCode: string
  bookCall: boolean
  clientName: string
}

/** readQueue reads the studio's queue as the admin. */
export const readQueue = (world: PipelineWorld) =>
  world.admin.pb.send<{ total: number; items: QueueItem[] }>("/api/launchdesk/admin/queue", {
    requestKey: null,
  })

/** kindsOf lists the kinds waiting on the studio about one order, sorted. */
export async function kindsOf(world: PipelineWorld, orderId: string): Promise<string[]> {
  const { items } = await readQueue(world)
  return items
    .filter((i) => i.orderId === orderId)
    .map((i) => i.kind)
    .sort()
}

/** markSeen opens the order as the admin does (POST .../seen). */
export const markSeen = (world: PipelineWorld, orderId: string) =>
  world.admin.pb.send(`/api/launchdesk/admin/orders/${orderId}/seen`, { method: "POST", requestKey: null })

/** notesAbout lists the client's notifications about an order whose title starts with prefix. */
export const notesAbout = (world: PipelineWorld, orderId: string, prefix: string) =>
  world.client.pb.collection("notifications").getFullList({
    filter: world.client.pb.filter("related_order = {:o} && title ~ {:p}", { o: orderId, p: `${prefix}%` }),
  })
