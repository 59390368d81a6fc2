import type { ListResult, RecordSubscription, UnsubscribeFunc } from "pocketbase"
import { pb } from "@/lib/pocketbase"
import type { OrderRecord, OrderStatus } from "@/lib/pocketbase-types"
import type { ListQuery } from "@/lib/table-query"
import type { AdminOrderFilter } from "./admin-orders-query"

// Admin fetchers for orders. Each list has its own requestKey: a newer request of the same
// purpose cancels the older one, and different purposes never cancel each other.

/**
 * listAdminOrders fetches one page of orders with their clients from GET /api/launchdesk/admin/orders,
 * the indexed admin list (plain status, client and q parameters; same answer shape as getList).
 */
export function listAdminOrders(query: ListQuery<AdminOrderFilter>): Promise<ListResult<OrderRecord>> {
  const { status, client, q, overdue, unpaid } = query.filters
  return pb.send<ListResult<OrderRecord>>("/api/launchdesk/admin/orders", {
    query: { page: query.page, perPage: query.perPage, sort: query.sort, status, client, q, overdue, unpaid },
    requestKey: "admin-orders-list",
  })
}

/** listRecentOrders fetches the newest orders for the dashboard. */
export async function listRecentOrders(count: number): Promise<OrderRecord[]> {
  const page = await pb.collection("orders").getList(1, count, {
    sort: "-created",
    expand: "client",
    skipTotal: true,
    requestKey: "admin-recent-orders",
  })
  return page.items
}

/** AdminBrand is GET /api/launchdesk/admin/brands/{id}: a brand's name and its people, the owner first. */
export interface AdminBrand {
  id: string
  name: string
  members: { id: string; user: string; name: string; email: string; role: string }[]
}

/** getAdminBrand fetches a brand with its members (brands are not readable by the studio through the API rules). */
export const getAdminBrand = (id: string) =>
  pb.send<AdminBrand>(`/api/launchdesk/admin/brands/${id}`, { requestKey: `admin-brand-${id}` })

/** getAdminOrder fetches one order with its client. */
export function getAdminOrder(id: string): Promise<OrderRecord> {
  return pb.collection("orders").getOne(id, { expand: "client", requestKey: `admin-order-${id}` })
}

/** listClientOrders fetches a client's newest orders (for linking a notification to one). */
export async function listClientOrders(clientId: string): Promise<OrderRecord[]> {
  const page = await pb.collection("orders").getList(1, 200, {
    filter: pb.filter("client = {:clientId}", { clientId }),
    sort: "-created",
    fields: "id,title,company_name,status,created",
    skipTotal: true,
    requestKey: "admin-client-orders",
  })
  return page.items
}

/**
 * updateOrderStatus saves a new status (with the reason a move back needs); the server's status pipeline tells
 * the client.
 */
export function updateOrderStatus(id: string, status: OrderStatus, reason?: string): Promise<OrderRecord> {
  return pb.collection("orders").update(id, reason ? { status, reason } : { status }, { requestKey: null })
}

/**
 * launchApproved: the order's launch is approved, by its client or by the studio with a reason (the launch gate,
 * docs/decisions.md §21); without it a completion must carry the reason the client reads.
 */
export async function launchApproved(orderId: string): Promise<boolean> {
  const page = await pb.collection("reviews").getList(1, 1, {
    filter: pb.filter("order = {:orderId}", { orderId }),
    fields: "state",
    skipTotal: true,
    requestKey: null,
  })
  const state = page.items[0]?.state as string | undefined
  return state === "approved" || state === "overridden"
}

/** subscribeToOrders streams created, updated and deleted orders matching `filter`, with their clients. */
export function subscribeToOrders(
  filter: string,
  onEvent: (event: RecordSubscription<OrderRecord>) => void,
): Promise<UnsubscribeFunc> {
  return pb.collection("orders").subscribe("*", onEvent, { filter: filter || undefined, expand: "client" })
}
