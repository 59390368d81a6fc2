import { loadClient } from "@/lib/load-client"
import type { InvitationLookUp, Team, TeamRole } from "./types"

const send = async <T>(path: string, method = "GET", body?: unknown): Promise<T> => {
  const pb = await loadClient()
  return pb.send<T>(path, { method, ...(body ? { body } : {}), requestKey: null })
}

/** getTeam reads the signed-in member's brand and team. */
export const getTeam = () => send<Team>("/api/launchdesk/team")

/** invite has the owner invite email in role (an e-mail with the join link goes out). */
export const invite = (email: string, role: TeamRole) =>
  send<{ id: string }>("/api/launchdesk/team/invitations", "POST", { email, role })

/** revoke withdraws a pending invitation: its link then says so. */
export const revoke = (id: string) =>
  send<void>(`/api/launchdesk/team/invitations/${encodeURIComponent(id)}/revoke`, "POST")

/** changeRole gives a teammate another role. */
export const changeRole = (id: string, role: TeamRole) =>
  send<void>(`/api/launchdesk/team/members/${encodeURIComponent(id)}`, "PATCH", { role })

/** removeMember takes a teammate out of the brand at once. */
export const removeMember = (id: string) =>
  send<void>(`/api/launchdesk/team/members/${encodeURIComponent(id)}`, "DELETE")

/** handOver makes a teammate the owner, and the owner a member. */
export const handOver = (id: string) =>
  send<void>(`/api/launchdesk/team/members/${encodeURIComponent(id)}/owner`, "POST")

/** lookUp reads where an invitation link stands, without signing in. */
export const lookUp = (token: string) =>
  send<InvitationLookUp>(`/api/launchdesk/join/${encodeURIComponent(token)}`)

/** join joins the signed-in account to the invitation's brand. */
export const join = (token: string) =>
  send<{ brand: string; redirect: string }>(`/api/launchdesk/join/${encodeURIComponent(token)}`, "POST")
