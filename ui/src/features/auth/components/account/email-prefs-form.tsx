import { useState } from "react"
import { Alert } from "@/components/alert"
import { handleApiError } from "@/lib/api-error"
import type { UserRecord } from "@/lib/pocketbase-types"
import { updateProfile } from "../../api"
import { alwaysSentFor, type EmailKind, type EmailPrefs, emailKindsFor, wantsEmail } from "../../email-prefs"
import { useSession } from "../../session-store"
import type { Outcome } from "./account-form"
import { AccountSection } from "./account-section"

/** EmailPrefsForm turns each kind of e-mail on or off; each change is saved at once. */
export function EmailPrefsForm({ user }: { user: UserRecord }) {
  const updateUser = useSession((s) => s.updateUser)
  const [prefs, setPrefs] = useState<EmailPrefs>((user.email_prefs ?? {}) as EmailPrefs)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [saving, setSaving] = useState(false)

  const toggle = async (kind: EmailKind, on: boolean) => {
    const before = prefs
    const next = { ...prefs, [kind]: on }
    setPrefs(next)
    setOutcome(null)
    setSaving(true)
    try {
      updateUser(await updateProfile(user.id, { email_prefs: next }))
      setOutcome({ tone: "success", text: "Your e-mail preferences are saved." })
    } catch (err) {
      setPrefs(before)
      const text = handleApiError(err, {
        fallback: "Your preferences could not be saved. Please try again.",
        toast: false,
      })
      if (text) setOutcome({ tone: "error", text })
    } finally {
      setSaving(false)
    }
  }

  return (
    <AccountSection
      id="account-email-prefs"
      title="E-mail preferences"
      intro="Which events e-mail me. Everything still shows in your notifications here."
    >
      <fieldset className="account-prefs" aria-describedby="account-email-prefs-note">
        <legend className="visually-hidden">E-mail me about</legend>
        {emailKindsFor(user.role).map((option) => (
          <label key={option.kind} className="checkbox">
            <input
              type="checkbox"
              checked={wantsEmail(prefs, option.kind)}
              disabled={saving}
              onChange={(e) => void toggle(option.kind, e.target.checked)}
            />
            <span>
              <span className="account-prefs__label">{option.label}</span>
              <span className="field__hint account-prefs__hint">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p id="account-email-prefs-note" className="field__hint">
        {alwaysSentFor(user.role)}
      </p>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </AccountSection>
  )
}
