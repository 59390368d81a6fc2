import {
  ClientResponseError,
  type ListResult,
  type RecordSubscription,
  type UnsubscribeFunc,
} from "pocketbase"
import { isClientError } from "@/lib/client-error"
import { pb } from "@/lib/pocketbase"
import type { OrderRecord } from "@/lib/pocketbase-types"
import type { OrderListRequest } from "./list-query"
import { normalizeWebsite } from "./new-order-rules"
import type { NewOrderPayload, NewOrderValues, OrderEvent } from "./types"

/** The fields a list card shows; description and contact details stay on the server until the detail page. */
/** listMyOrders loads one page of the signed-in client's orders (card fields); a newer call cancels an older one. */
export function listMyOrders(req: OrderListRequest): Promise<ListResult<OrderRecord>> {
  return pb.send<ListResult<OrderRecord>>("/api/launchdesk/portal/orders", {
    query: { ...req },
    requestKey: "my-orders",
  })
}

/**
 * recentOrders loads the dashboard's latest orders of the signed-in member's brand (the spec fetches 10 and shows
 * 3), from My Orders' route: every role of the brand sees its orders' cards (docs/teams.md).
 */
export function recentOrders(count = 10): Promise<ListResult<OrderRecord>> {
  return pb.send<ListResult<OrderRecord>>("/api/launchdesk/portal/orders", {
    query: { page: 1, perPage: count, sort: "-created" },
    requestKey: "recent-orders",
  })
}

/**
 * getOrder loads one order with its client, or null when the user may not see it. A filtered list
 * rather than getOne: the server hides other clients' orders either way, and an empty list is no
 * failed request in the browser's console.
 */
export async function getOrder(id: string): Promise<OrderRecord | null> {
  const res = await pb.collection("orders").getList(1, 1, {
    filter: pb.filter("id = {:id}", { id }),
    expand: "client",
    skipTotal: true,
    requestKey: `order-${id}`,
  })
  return res.items[0] ?? null
}

/**
 * getOrderCard loads an order's card (title, company, status, price) for a brand member whose role reads no order
 * record (billing: docs/teams.md), or null when it is not the reader's brand's.
 */
export async function getOrderCard(id: string): Promise<OrderRecord | null> {
  try {
    return await pb.send<OrderRecord>(`/api/launchdesk/portal/orders/${encodeURIComponent(id)}`, {
      requestKey: `order-card-${id}`,
    })
  } catch (err) {
    if (isClientError(err) && err.status === 404) return null
    throw err
  }
}

/**
 * Why an order is or is not shown: it does not exist, it belongs to someone else, the reader's brand role sees only
 * its card (billing), or it is the user's.
 */
export type OrderAccess = "missing" | "denied" | "card" | "granted"

/** orderAccess asks the server whether an order the user cannot read exists at all (no content is revealed). */
export async function orderAccess(id: string): Promise<OrderAccess> {
  const res = await pb.send<{ access: OrderAccess }>(
    `/api/launchdesk/orders/${encodeURIComponent(id)}/access`,
    {
      requestKey: null,
    },
  )
  return res.access
}

/** orderHistory lists an order's status changes, oldest first; null when the server keeps no history. */
export async function orderHistory(orderId: string): Promise<OrderEvent[] | null> {
  try {
    return await pb.collection("order_events").getFullList<OrderEvent>({
      filter: pb.filter("order = {:order} && step = ''", { order: orderId }), // step rows: the launch timeline
      sort: "created,@rowid", // rows of one transaction share a millisecond: the order they were written in
      // who acted, when it is a member of the brand the reader may see (the users and memberships rules decide)
      expand: "who,who.memberships_via_user",
      fields: "id,from,to,note,created,actor,expand.who.name,expand.who.expand.memberships_via_user.role",
      requestKey: `order-history-${orderId}`,
    })
  } catch (err) {
    // A server without the order_events collection answers 404: the page simply shows no history.
    if (err instanceof ClientResponseError && err.status === 404) return null
    throw err
  }
}

const orNull = (value: string) => value.trim() || null

/** toNewOrderPayload turns the form into the create body: trimmed, empty optionals as null, always pending. */
export function toNewOrderPayload(values: NewOrderValues, clientId: string): NewOrderPayload {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    company_name: values.company_name.trim(),
    phone_number: orNull(values.phone_number),
    current_website: orNull(normalizeWebsite(values.current_website)),
    reference_website: orNull(normalizeWebsite(values.reference_website)),
    collaborator_code: values.on_shopify ? orNull(values.collaborator_code) : null,
    on_shopify: values.on_shopify,
    book_call: values.book_call,
    client: clientId,
    status: "pending_approval",
  }
}

/** createOrder submits a new order for the signed-in client. */
export function createOrder(payload: NewOrderPayload): Promise<OrderRecord> {
  return pb.collection("orders").create(payload, { requestKey: null })
}

/**
 * subscribeToMyMembership calls back with the signed-in member's membership of its brand whenever it changes (a
 * role changed, the owner removed them into a brand of their own), first with the one it has now.
 */
export async function subscribeToMyMembership(
  onMembership: (membership: { brand: string; role: string }, changed: boolean) => void,
): Promise<UnsubscribeFunc> {
  const userId = pb.authStore.record?.id ?? ""
  const mine = pb.filter("user = {:user}", { user: userId })
  const now = await pb
    .collection("memberships")
    .getList<{ brand: string; role: string }>(1, 1, { filter: mine })
  if (now.items[0]) onMembership(now.items[0], false)
  return pb.collection("memberships").subscribe<{ brand: string; role: string; user: string }>(
    "*",
    (e) => {
      if (e.record.user === userId) onMembership(e.record, true)
    },
    { filter: mine },
  )
}

/** subscribeToMyOrders calls back on every change of the brand's orders the rules let the reader see (a status set by the provider). */
export function subscribeToMyOrders(
  onEvent: (e: RecordSubscription<OrderRecord>) => void,
): Promise<UnsubscribeFunc> {
  return pb.collection("orders").subscribe("*", onEvent, {
    fields: "id,status",
  })
}
