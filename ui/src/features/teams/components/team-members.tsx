import { useState } from "react"
import { Badge } from "@/components/badge"
import { ConfirmDialog } from "@/components/confirm-dialog"
import { handleApiError } from "@/lib/api-error"
import { changeRole, handOver, removeMember, revoke } from "../api"
import { may, TEAMS, type Team, type TeamMember, type TeamRole } from "../types"

type Asked = { kind: "remove" | "owner"; member: TeamMember } | null

/**
 * TeamMembers lists the brand's members and pending invitations. Whoever runs the team (the owner) changes a
 * role, removes a member and hands the ownership over, each asked once more; the others see the list.
 */
export function TeamMembers({ team, onChanged }: { team: Team; onChanged: () => void }) {
  const runs = may(team.role, "team")
  const [asked, setAsked] = useState<Asked>(null)
  const [busy, setBusy] = useState(false)

  async function act(run: () => Promise<void>) {
    setBusy(true)
    try {
      await run()
      onChanged()
    } catch (err) {
      handleApiError(err)
    } finally {
      setBusy(false)
      setAsked(null)
    }
  }

  return (
    <>
      <ul className="team-list" aria-label="Members">
        {team.members.map((m) => (
          <li key={m.id} className="team-list__row">
            <span className="team-list__who">
              <strong>{m.name || m.email}</strong>
              {m.email && m.name ? <span className="team-list__email">{m.email}</span> : null}
            </span>
            {runs && m.id !== team.membership && m.role !== "owner" ? (
              <span className="team-list__actions">
                <select
                  className="select"
                  aria-label={`Role of ${m.name || m.email}`}
                  value={m.role}
                  disabled={busy}
                  onChange={(e) => void act(() => changeRole(m.id, e.target.value as TeamRole))}
                >
                  {TEAMS.invitable.map((r) => (
                    <option key={r} value={r}>
                      {TEAMS.roleNames[r]}
                    </option>
                  ))}
                </select>
                <button
                  className="button button--secondary"
                  type="button"
                  onClick={() => setAsked({ kind: "owner", member: m })}
                >
                  Make owner
                </button>
                <button
                  className="button button--secondary"
                  type="button"
                  onClick={() => setAsked({ kind: "remove", member: m })}
                >
                  Remove
                </button>
              </span>
            ) : (
              <Badge tone={m.role === "owner" ? "blue" : "grey"}>{TEAMS.roleNames[m.role]}</Badge>
            )}
          </li>
        ))}
        {team.invitations.map((i) => (
          <li key={i.id} className="team-list__row">
            <span className="team-list__who">
              <strong>{i.email}</strong>
              <span className="team-list__email">{TEAMS.roleNames[i.role]}</span>
            </span>
            <span className="team-list__actions">
              <Badge tone="yellow">Invited</Badge>
              <button
                className="button button--secondary"
                type="button"
                disabled={busy}
                onClick={() => void act(() => revoke(i.id))}
              >
                Revoke
              </button>
            </span>
          </li>
        ))}
      </ul>
      {asked ? (
        <ConfirmDialog
          title={
            asked.kind === "remove" ? `Remove ${asked.member.name}?` : `Make ${asked.member.name} the owner?`
          }
          confirmLabel={asked.kind === "remove" ? "Remove" : "Make owner"}
          confirmDisabled={busy}
          onCancel={() => setAsked(null)}
          onConfirm={() =>
            void act(() =>
              asked.kind === "remove" ? removeMember(asked.member.id) : handOver(asked.member.id),
            )
          }
        >
          {asked.kind === "remove"
            ? "They lose the brand's orders at once, in every open tab."
            : "You become a member: only the owner runs the team."}
        </ConfirmDialog>
      ) : null}
    </>
  )
}
