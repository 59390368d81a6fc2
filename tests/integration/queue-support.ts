import type { PipelineWorld } from "./pipeline-support"

/** One item of GET /api/launchdesk/admin/queue. */
export interface QueueItem {
  id: string
  kind: string
  at: string
  count: number
  orderId: string
  title: string
  onShopify: boolean
  collaboratorCode: string
  bookCall: boolean
  clientName: string
  reviewState: string
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

/** itemOf is the order's item of kind in the studio's queue, or undefined. */
export async function itemOf(world: PipelineWorld, orderId: string, kind: string) {
  return (await readQueue(world)).items.find((i) => i.orderId === orderId && i.kind === kind)
}

/**
 * openOrder does what the studio's order page does on opening: it reads the order and its conversation, and marks
 * the conversation read. It also calls POST .../orders/{id}/seen, which an Inbox of before issue 40 called on opening
 * (a tab still open on it after an update): that route no longer exists, and a 404 is its answer.
 */
export async function openOrder(world: PipelineWorld, orderId: string) {
  const pb = world.admin.pb
  await pb.collection("orders").getOne(orderId, { requestKey: null })
  await pb.send(`/api/launchdesk/orders/${orderId}/messages`, { requestKey: null })
  await pb.send(`/api/launchdesk/orders/${orderId}/messages/read`, { method: "POST", requestKey: null })
  await pb
    .send(`/api/launchdesk/admin/orders/${orderId}/seen`, { method: "POST", requestKey: null })
    .catch((err: { status?: number }) => {
      if (err.status !== 404) throw err
    })
}

/** markDone marks an item of the queue done as pb (the admin by default), naming the item's `at` it saw. */
export const markDone = (world: PipelineWorld, item: { id: string; at: string }, pb = world.admin.pb) =>
  pb.send(`/api/launchdesk/admin/queue/${item.id}/done`, {
    method: "POST",
    body: { at: item.at },
    requestKey: null,
  })

/** notesAbout lists the client's notifications about an order whose title starts with prefix. */
export const notesAbout = (world: PipelineWorld, orderId: string, prefix: string) =>
  world.client.pb.collection("notifications").getFullList({
    filter: world.client.pb.filter("related_order = {:o} && title ~ {:p}", { o: orderId, p: `${prefix}%` }),
  })
