import { type FormEvent, useState } from "react"
import { fieldErrorsOf, handleApiError } from "@/lib/api-error"
import type { UserRecord } from "@/lib/pocketbase-types"
import { changePassword, requestPasswordReset } from "../../api"
import { authFormError } from "../../auth-rules"
import { useSession } from "../../session-store"
import { AccountForm, type Outcome } from "./account-form"
import { AccountSection } from "./account-section"
import { announceChange } from "@/lib/session-sync"
import { NewPasswordFields, PasswordField } from "../fields"

const empty = { current: "", password: "", confirm: "" }

/** PasswordForm changes the password with the current one; every other device is signed out. */
export function PasswordForm({ user }: { user: UserRecord }) {
  const signIn = useSession((s) => s.signIn)
  const [values, setValues] = useState(empty)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [saving, setSaving] = useState(false)
  const set = (key: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [key]: e.target.value })

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    const rule = authFormError("signUp", {
      name: "",
      email: "",
      password: values.password,
      confirm: values.confirm,
    })
    setOutcome(rule ? { tone: "error", text: rule } : null)
    if (rule) return
    setSaving(true)
    try {
      announceChange("password") // the other tabs wait for the session this one signs in with
      await changePassword(user.id, values.current, values.password)
    } catch (err) {
      setSaving(false)
      const wrongCurrent = Boolean(fieldErrorsOf(err).oldPassword)
      const text = wrongCurrent
        ? "Your current password is not right. Please try again."
        : handleApiError(err, {
            fallback: "Your password could not be changed. Please try again.",
            toast: false,
          })
      if (text) setOutcome({ tone: "error", text })
      return
    }
    // The change ended every session, this one too: sign in again here with the new password.
    try {
      await signIn(user.email, values.password)
      setOutcome({ tone: "success", text: "Your password is changed. Other devices have been signed out." })
      setValues(empty)
    } catch {
      setOutcome({ tone: "error", text: "Your password is changed. Please sign in with it." })
    } finally {
      setSaving(false)
    }
  }

  return (
    <AccountSection id="account-password" title="Password" intro="Changing it signs out every other device.">
      <AccountForm
        onSubmit={onSubmit}
        outcome={outcome}
        busy={saving}
        busyLabel="Saving..."
        submit="Change password"
      >
        <PasswordField
          id="account-current-password"
          label="Current password"
          hint={<ForgotCurrentPassword email={user.email} />}
          autoComplete="current-password"
          value={values.current}
          onChange={set("current")}
        />
        <NewPasswordFields
          idPrefix="account"
          confirmLabel="Confirm new password"
          values={values}
          onChange={set}
        />
      </AccountForm>
    </AccountSection>
  )
}

/** ForgotCurrentPassword e-mails a reset link to the signed-in user, who may never have set a password. */
function ForgotCurrentPassword({ email }: { email: string }) {
  const [sent, setSent] = useState(false)
  if (sent) return <span role="status">We e-mailed you a link to choose a new password.</span>
  const send = () =>
    requestPasswordReset(email).then(
      () => setSent(true),
      (err: unknown) => handleApiError(err, { fallback: "The link could not be sent. Please try again." }),
    )
  return (
    <>
      Forgot it, or signed in with a code?{" "}
      <button type="button" className="link-button" onClick={() => void send()}>
        E-mail me a reset link
      </button>
    </>
  )
}
