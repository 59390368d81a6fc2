import type { ListResult } from "pocketbase"
import { pb } from "@/lib/pocketbase"
import type { ListQuery } from "@/lib/table-query"
import type { ClientFilter } from "./clients-query"
import type { ClientOption, ClientStatsRecord } from "./types"

const CLIENTS_ROUTE = "/api/launchdesk/admin/clients"

/**
 * listClientStats fetches one page of clients with their order figures from GET /api/launchdesk/admin/clients:
 * one request, however many clients (plain page, perPage, sort and q parameters; same answer shape as getList).
 */
export function listClientStats(query: ListQuery<ClientFilter>): Promise<ListResult<ClientStatsRecord>> {
  return pb.send<ListResult<ClientStatsRecord>>(CLIENTS_ROUTE, {
    query: { page: query.page, perPage: query.perPage, sort: query.sort, q: query.filters.q },
    requestKey: "admin-client-stats",
  })
}

/** searchClients finds clients by name or e-mail for the notification picker; every client is reachable. */
export async function searchClients(
  text: string,
  limit = 8,
): Promise<{ items: ClientOption[]; total: number }> {
  const page = await pb.send<ListResult<ClientStatsRecord>>(CLIENTS_ROUTE, {
    query: { page: 1, perPage: limit, sort: "name", q: text.trim() || undefined },
    requestKey: "admin-client-search",
  })
  return { items: page.items, total: page.totalItems }
}

/** getClient fetches one client for a preselected picker (?user=). */
export function getClient(id: string): Promise<ClientOption> {
  return pb.collection("users").getOne(id, { fields: "id,name,email", requestKey: `admin-client-${id}` })
}
