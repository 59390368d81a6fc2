import type { ListResult } from "pocketbase"
import { pb } from "@/lib/pocketbase"
import type { ListQuery } from "@/lib/table-query"
import type { ClientOption, ClientStatsRecord } from "./types"

/** listClientStats fetches one page of clients with their order figures: one request, however many clients. */
export function listClientStats(query: ListQuery): Promise<ListResult<ClientStatsRecord>> {
  return pb.collection("client_stats").getList<ClientStatsRecord>(query.page, query.perPage, {
    sort: query.sort,
    filter: query.filter,
    requestKey: "admin-client-stats",
  })
}

/**
 * searchClients finds clients by name or e-mail for the notification picker; every client is reachable.
 * It searches the client_stats view because PocketBase does not filter users by a hidden e-mail, even
 * for admins, while the admin-only view carries the address as a plain field.
 */
export async function searchClients(
  text: string,
  limit = 8,
): Promise<{ items: ClientOption[]; total: number }> {
  const q = text.trim()
  const page = await pb.collection("client_stats").getList<ClientStatsRecord>(1, limit, {
    filter: q ? pb.filter("name ~ {:q} || email ~ {:q}", { q }) : "",
    sort: "name,id",
    fields: "id,name,email",
    requestKey: "admin-client-search",
  })
  return { items: page.items, total: page.totalItems }
}

/** getClient fetches one client for a preselected picker (?user=). */
export function getClient(id: string): Promise<ClientOption> {
  return pb.collection("users").getOne(id, { fields: "id,name,email", requestKey: `admin-client-${id}` })
}
