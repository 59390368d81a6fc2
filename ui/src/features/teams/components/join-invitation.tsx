import { useEffect, useState } from "react"
import { Link, useNavigate } from "react-router-dom"
import { Spinner } from "@/components/spinner"
import { handleApiError } from "@/lib/api-error"
import { join, lookUp } from "../api"
import { TEAMS, type InvitationLookUp } from "../types"
import "./team.css"

/**
 * JoinInvitation is the invitation link's page: it says whose team it is for and in which role, and joins the
 * signed-in account (ending in the portal); signed out, it signs up or in with the invited address and comes back.
 * A link that no longer works says why, in words.
 */
export function JoinInvitation({
  token,
  signedIn,
  authHref,
}: {
  token: string
  signedIn: boolean
  authHref: (email: string, signUp: boolean) => string
}) {
  const navigate = useNavigate()
  const [invitation, setInvitation] = useState<InvitationLookUp | null>(null)
  const [message, setMessage] = useState("")
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    lookUp(token)
      .then(setInvitation)
      .catch((err: unknown) => setMessage(handleApiError(err, { toast: false }) ?? ""))
  }, [token])

  async function accept() {
    setBusy(true)
    setMessage("")
    try {
      const joined = await join(token)
      void navigate(joined.redirect, { replace: true })
    } catch (err) {
      setMessage(handleApiError(err, { toast: false }) ?? "")
      setBusy(false)
    }
  }

  if (!invitation) return message ? <p role="alert">{message}</p> : <Spinner />
  const role = TEAMS.roleNames[invitation.role]
  return (
    <div className="join">
      <p>
        You are invited to <strong>{invitation.brand}</strong>&apos;s team, with the role {role}.
      </p>
      {invitation.message ? <p role="alert">{invitation.message}</p> : null}
      {message ? <p role="alert">{message}</p> : null}
      {invitation.state !== "pending" ? null : signedIn ? (
        <button className="button button--accent" type="button" disabled={busy} onClick={() => void accept()}>
          {busy ? "Joining..." : `Join ${invitation.brand}`}
        </button>
      ) : (
        <div className="team-list__actions">
          <Link className="button button--accent" to={authHref(invitation.email, true)}>
            Create your account
          </Link>
          <Link className="button button--secondary" to={authHref(invitation.email, false)}>
            Sign in
          </Link>
        </div>
      )}
    </div>
  )
}
