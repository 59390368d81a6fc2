import { pb } from "@/lib/pocketbase"
import { joinFilters, type TableQuerySpec } from "@/lib/table-query"
import { LIMITS } from "@/lib/limits"

/** The URL parameters of /admin/users besides ?page and ?sort. */
export type ClientFilter = "q"

/** The admin users table: 20 clients a page, newest first, searched by name or e-mail. */
export const clientsQuery: TableQuerySpec<ClientFilter> = {
  perPage: 20,
  sortable: ["created", "name", "order_count", "last_order_at", "brand"],
  defaultSort: [{ id: "created", desc: true }],
  filters: { q: (raw) => raw.trim().slice(0, LIMITS.search.max) || undefined },
  toFilter: ({ q }) => joinFilters([q && pb.filter("name ~ {:q} || email ~ {:q}", { q })]),
}
