import { type FormEvent, useState } from "react"
import { Link } from "react-router-dom"
import { Alert } from "@/components/alert"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { handleApiError } from "@/lib/api-error"
import { confirmPasswordReset, isBadToken, tokenClaims } from "../api"
import { authFormError } from "../auth-rules"
import type { UserRecord } from "@/lib/pocketbase-types"
import { useSession } from "../session-store"
import "./auth-form.css"
import { announceChange } from "@/lib/session-sync"
import { type NewPassword, NewPasswordFields } from "./fields"
import { SubmitButton } from "@/components/submit-button"

interface NewPasswordFormProps {
  token: string
  /** Where "Send a new link" goes, given the account's address (may be empty). */
  forgotHref: (email: string) => string
  /** Called once the new password is set and the user is signed in with it. */
  onDone: (user: UserRecord) => void
}

/** NewPasswordForm sets the password from an e-mailed reset link, then signs in with it. */
export function NewPasswordForm({ token, forgotHref, onDone }: NewPasswordFormProps) {
  useDocumentTitle("Choose a new password")
  const signIn = useSession((s) => s.signIn)
  const claims = tokenClaims(token)
  const [values, setValues] = useState<NewPassword>({ password: "", confirm: "" })
  const { password } = values
  const [error, setError] = useState<string | null>(null)
  const [dead, setDead] = useState(!claims || claims.expired)
  const [submitting, setSubmitting] = useState(false)

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    const rule = authFormError("signUp", { name: "", email: "", ...values })
    setError(rule)
    if (rule) return
    setSubmitting(true)
    try {
      announceChange("password") // the other tabs wait for the session this one signs in with
      await confirmPasswordReset(token, password)
    } catch (err) {
      setSubmitting(false)
      if (isBadToken(err)) setDead(true)
      else
        setError(
          handleApiError(err, {
            fallback: "The password could not be changed. Please try again.",
            toast: false,
          }),
        )
      return
    }
    try {
      onDone(await signIn(claims?.email ?? "", password))
    } catch {
      setSubmitting(false)
      setError("Your password was changed. Please sign in with it.")
    }
  }

  if (dead) {
    return (
      <div className="auth-form">
        <h1 className="auth-form__title">This link no longer works</h1>
        <Alert>This password reset link has expired or was already used.</Alert>
        <Link className="button auth-form__submit" to={forgotHref(claims?.email ?? "")}>
          Send me a new link
        </Link>
      </div>
    )
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h1 className="auth-form__title">Choose a new password</h1>
      <p className="auth-form__subtitle">
        {claims?.email ? `For ${claims.email}. ` : ""}Every other device signed in to this account will be
        signed out.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <NewPasswordFields
        idPrefix="reset"
        confirmLabel="Confirm password"
        values={values}
        onChange={(key) => (e) => setValues({ ...values, [key]: e.target.value })}
      />
      <SubmitButton className="auth-form__submit" busy={submitting} busyLabel="Saving...">
        Save and sign in
      </SubmitButton>
    </form>
  )
}
