import { pb } from "@/lib/pocketbase"
import { ORDER_STATUSES } from "@/lib/pocketbase-types"
import { joinFilters, type TableQuerySpec } from "@/lib/table-query"
import { LIMITS } from "@/lib/limits"

/** The URL parameters of /admin/orders besides ?page and ?sort. */
export type AdminOrderFilter = "status" | "client" | "q" | "overdue" | "unpaid"

/** cleanSearch trims a search text and caps it; empty means no search. */
export function cleanSearch(raw: string): string | undefined {
  return raw.trim().slice(0, LIMITS.search.max) || undefined
}

/** cleanRecordId accepts what a PocketBase id can look like and nothing else. */
export function cleanRecordId(raw: string): string | undefined {
  return /^[a-z0-9]{1,50}$/.test(raw) ? raw : undefined
}

/** The admin orders table: 20 a page, newest first, filtered by status, client and a search on title or company. */
export const adminOrdersQuery: TableQuerySpec<AdminOrderFilter> = {
  perPage: 20,
  sortable: ["created", "title", "company_name", "status", "updated", "due"], // due: the launch tracker's
  defaultSort: [{ id: "created", desc: true }],
  filters: {
    status: (raw) => ((ORDER_STATUSES as readonly string[]).includes(raw) ? raw : undefined),
    client: cleanRecordId,
    q: cleanSearch,
    overdue: (raw) => (raw === "true" ? raw : undefined), // the admin route's own parameter, not a filter
    unpaid: (raw) => (raw === "true" ? raw : undefined), // the admin route's own parameter too
  },
  toFilter: ({ status, client, q }) =>
    joinFilters([
      status && pb.filter("status = {:status}", { status }),
      client && pb.filter("client = {:client}", { client }),
      q && pb.filter("title ~ {:q} || company_name ~ {:q}", { q }),
    ]),
}
