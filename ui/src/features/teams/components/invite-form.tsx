import { useState, type FormEvent } from "react"
import { FormField } from "@/components/form-field"
import { SubmitButton } from "@/components/submit-button"
import { fieldErrorsOf, handleApiError } from "@/lib/api-error"
import { invite } from "../api"
import { TEAMS, type TeamRole } from "../types"

/** InviteForm is the owner's invitation: an address and a role (Member or Billing); the e-mail carries the link. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [email, setEmail] = useState("")
  const [role, setRole] = useState<TeamRole>("member")
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})

  async function submit(e: FormEvent) {
    e.preventDefault()
    setBusy(true)
    setErrors({})
    try {
      await invite(email, role)
      setEmail("")
      onInvited()
    } catch (err) {
      const fields = fieldErrorsOf(err)
      const message = handleApiError(err, { toast: false }) ?? ""
      setErrors(Object.keys(fields).length > 0 ? fields : { email: message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="team-invite" onSubmit={(e) => void submit(e)} noValidate>
      <FormField id="team-email" label="E-mail" error={errors.email}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FormField>
      <FormField id="team-role" label="Role" error={errors.role}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={role}
            onChange={(e) => setRole(e.target.value as TeamRole)}
          >
            {TEAMS.invitable.map((r) => (
              <option key={r} value={r}>
                {TEAMS.roleNames[r]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <SubmitButton busy={busy} busyLabel="Inviting..." className="button--accent">
        Invite
      </SubmitButton>
    </form>
  )
}
