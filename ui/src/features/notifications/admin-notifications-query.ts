import { pb } from "@/lib/pocketbase"
import { joinFilters, type TableQuerySpec } from "@/lib/table-query"
import { LIMITS } from "@/lib/limits"

/** History lists what was sent to clients; the provider's own alerts live in the inbox. */
export const SENT_TO_CLIENTS = 'user.role = "client"'

/** The URL parameters of the history tab besides ?page and ?sort. */
export type AdminNotificationFilter = "q" | "status"

/**
 * Notification history: 20 a page, newest first, searched by text or client name, filtered by read
 * state. Not by the client's e-mail: PocketBase does not filter on a hidden e-mail, even for admins.
 */
export const adminNotificationsQuery: TableQuerySpec<AdminNotificationFilter> = {
  perPage: 20,
  sortable: ["created", "title", "status"],
  defaultSort: [{ id: "created", desc: true }],
  filters: {
    q: (raw) => raw.trim().slice(0, LIMITS.search.max) || undefined,
    status: (raw) => (raw === "read" || raw === "unread" ? raw : undefined),
  },
  toFilter: ({ q, status }) =>
    joinFilters([
      SENT_TO_CLIENTS,
      status && pb.filter("status = {:status}", { status }),
      q && pb.filter("title ~ {:q} || message ~ {:q} || user.name ~ {:q}", { q }),
    ]),
}
