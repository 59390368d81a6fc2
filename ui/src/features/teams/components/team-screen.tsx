import { useCallback, useEffect, useState } from "react"
import { PageHeader } from "@/components/page-header"
import { Spinner } from "@/components/spinner"
import { handleApiError } from "@/lib/api-error"
import { getTeam } from "../api"
import { may, TEAMS, type Team } from "../types"
import { InviteForm } from "./invite-form"
import { TeamMembers } from "./team-members"
import "./team.css"

/** TeamScreen is /portal/team: the brand's members and invitations; the owner invites and runs the team. */
export function TeamScreen() {
  const [team, setTeam] = useState<Team | null>(null)
  const [message, setMessage] = useState("")
  const load = useCallback(() => {
    getTeam()
      .then(setTeam)
      .catch((err: unknown) => setMessage(handleApiError(err, { toast: false }) ?? ""))
  }, [])
  useEffect(load, [load])

  if (!team) return message ? <p role="alert">{message}</p> : <Spinner />
  const runs = may(team.role, "team")
  return (
    <section>
      <PageHeader
        title="Team"
        subtitle={`${team.brand.name}: you are ${TEAMS.roleNames[team.role].toLowerCase()}. At most ${TEAMS.maxMembers} members, invitations counted.`}
      />
      {runs ? <InviteForm onInvited={load} /> : null}
      <TeamMembers team={team} onChanged={load} />
    </section>
  )
}
