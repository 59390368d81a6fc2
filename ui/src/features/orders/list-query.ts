import { pb } from "@/lib/pocketbase"
import { ORDER_STATUSES, type OrderStatus } from "@/lib/pocketbase-types"
import type { OrderListQuery } from "./types"

/** The specification's page size for every list. */
export const ORDERS_PER_PAGE = 50

/** Newest first; id breaks ties between orders created in the same millisecond so pages never overlap. */
const SORT = "-created,-id"

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

/** The arguments of getList(page, perPage, { sort, filter }) for one page of a client's orders. */
export interface OrderListRequest {
  page: number
  perPage: number
  sort: string
  filter: string
}

/** orderListRequest maps the URL state to the server query; every value goes through pb.filter. */
export function orderListRequest(clientId: string, query: OrderListQuery): OrderListRequest {
  const parts = [pb.filter("client = {:client}", { client: clientId })]
  if (query.status) parts.push(pb.filter("status = {:status}", { status: query.status }))
  if (query.q) parts.push(pb.filter("(title ~ {:q} || company_name ~ {:q})", { q: query.q }))
  return { page: query.page, perPage: ORDERS_PER_PAGE, sort: SORT, filter: parts.join(" && ") }
}
