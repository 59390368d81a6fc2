import { ORDER_STATUSES, type OrderStatus } from "@/lib/pocketbase-types"
import type { OrderListQuery } from "./types"

/** The specification's page size for every list. */
export const ORDERS_PER_PAGE = 50

/** Newest first; the server breaks ties between orders created in the same millisecond so pages never overlap. */
const SORT = "-created"

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value)

/** readOrderListQuery reads page, q and status from the URL; anything malformed falls back to the default. */
export function readOrderListQuery(params: URLSearchParams): OrderListQuery {
  const page = Number(params.get("page"))
  const status = params.get("status") ?? ""
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    q: (params.get("q") ?? "").trim(),
    status: isStatus(status) ? status : "",
  }
}

/** writeOrderListQuery is the inverse of readOrderListQuery, leaving defaults out of the URL. */
export function writeOrderListQuery(query: OrderListQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.q) params.set("q", query.q)
  if (query.status) params.set("status", query.status)
  if (query.page > 1) params.set("page", String(query.page))
  return params
}

/** The query of GET /api/launchdesk/portal/orders for one page of the signed-in client's orders. */
export interface OrderListRequest {
  page: number
  perPage: number
  sort: string
  status?: OrderStatus
  q?: string
}

/**
 * orderListRequest maps the URL state to the server query. The server lists the signed-in user's own orders
 * (no client in the query) and matches each word of q against the start of a word of the title or company name.
 */
export function orderListRequest(query: OrderListQuery): OrderListRequest {
  return {
    page: query.page,
    perPage: ORDERS_PER_PAGE,
    sort: SORT,
    ...(query.status ? { status: query.status } : {}),
    ...(query.q ? { q: query.q } : {}),
  }
}
