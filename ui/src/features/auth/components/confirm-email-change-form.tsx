import { type FormEvent, useState } from "react"
import { Link } from "react-router-dom"
import { Alert } from "@/components/alert"
import { FormField } from "@/components/form-field"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { fieldErrorsOf, handleApiError } from "@/lib/api-error"
import type { UserRecord } from "@/lib/pocketbase-types"
import { confirmEmailChange, isBadToken, tokenClaims } from "../api"
import { useSession } from "../session-store"
import { PasswordInput } from "./password-input"
import "./auth-form.css"
import { announceChange } from "@/lib/session-sync"
import { SubmitButton } from "@/components/submit-button"

interface ConfirmEmailChangeFormProps {
  token: string
  signInHref: string
  /** Called once the address has changed and the user is signed in with it. */
  onDone: (user: UserRecord) => void
}

/** ConfirmEmailChangeForm switches the account to the new address of an e-mailed link, with the password. */
export function ConfirmEmailChangeForm({ token, signInHref, onDone }: ConfirmEmailChangeFormProps) {
  useDocumentTitle("Confirm your new e-mail address")
  const signIn = useSession((s) => s.signIn)
  const claims = tokenClaims(token)
  const [password, setPassword] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [dead, setDead] = useState(!claims?.newEmail || claims.expired)
  const [submitting, setSubmitting] = useState(false)

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    setSubmitting(true)
    try {
      announceChange("email") // the other tabs wait for the session this one signs in with
      await confirmEmailChange(token, password)
    } catch (err) {
      setSubmitting(false)
      if (fieldErrorsOf(err).password) setError("That password is not right. Please try again.")
      else if (isBadToken(err)) setDead(true)
      else
        setError(
          handleApiError(err, {
            fallback: "The address could not be changed. Please try again.",
            toast: false,
          }),
        )
      return
    }
    try {
      onDone(await signIn(claims?.newEmail ?? "", password))
    } catch {
      setSubmitting(false)
      setError("Your address was changed. Please sign in with it.")
    }
  }

  if (dead) {
    return (
      <div className="auth-form">
        <h1 className="auth-form__title">This link no longer works</h1>
        <Alert>
          This confirmation link has expired or was already used. Ask for a new one on your account page.
        </Alert>
        <Link className="button auth-form__submit" to={signInHref}>
          Continue
        </Link>
      </div>
    )
  }

  return (
    <form className="auth-form" onSubmit={onSubmit}>
      <h1 className="auth-form__title">Confirm your new e-mail address</h1>
      <p className="auth-form__subtitle">
        Your account will use {claims?.newEmail}. Enter your password to confirm; other devices will be signed
        out.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      <FormField id="email-change-password" label="Password">
        {(p) => (
          <PasswordInput
            {...p}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormField>
      <SubmitButton className="auth-form__submit" busy={submitting} busyLabel="Confirming...">
        Confirm the new address
      </SubmitButton>
    </form>
  )
}
