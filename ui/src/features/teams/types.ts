import teams from "../../../../pb_hooks/lib/teams.json"

/** A brand's roles and what the screens call them: pb_hooks/lib/teams.json, the one table the server reads too. */
export type TeamRole = "owner" | "member" | "billing"
export const TEAMS = teams as {
  roles: TeamRole[]
  invitable: TeamRole[]
  roleNames: Record<TeamRole, string>
  can: Record<"see" | "work" | "pay" | "team", TeamRole[]>
  maxMembers: number
  invitationDays: number
  words: Record<string, string>
}

/** may tells whether role may do ability (teams.json can). */
export const may = (role: TeamRole | undefined, ability: keyof typeof TEAMS.can) =>
  !!role && TEAMS.can[ability].includes(role)

export interface TeamMember {
  id: string
  user: string
  name: string
  email?: string
  role: TeamRole
}

export interface PendingInvitation {
  id: string
  email: string
  role: TeamRole
  expires: string
}

/** GET /api/launchdesk/team: the reader's brand, its own membership and role, the members, the pending invitations. */
export interface Team {
  brand: { id: string; name: string }
  membership: string
  role: TeamRole
  members: TeamMember[]
  invitations: PendingInvitation[]
}

/** GET /api/launchdesk/join/{token}: where an invitation stands, with the sentence when it no longer works. */
export interface InvitationLookUp {
  state: "pending" | "used" | "expired" | "revoked"
  brand: string
  role: TeamRole
  email: string
  message?: string
}
