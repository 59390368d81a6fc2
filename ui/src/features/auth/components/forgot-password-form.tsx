import { type FormEvent, useRef, useState } from "react"
import { Alert } from "@/components/alert"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { usePrerenderedForm } from "@/hooks/use-prerendered-form"
import { apiErrorMessage } from "@/lib/api-error-later"
import { requestPasswordReset } from "../api"
import { RESET_SENT } from "../auth-rules"
import "./auth-form.css"
import { EmailField } from "./fields"
import { SubmitButton } from "@/components/submit-button"

interface ForgotPasswordFormProps {
  initialEmail?: string
  /** Back to signing in (with the address typed so far). */
  onBack: (email: string) => void
}

/** ForgotPasswordForm asks for the address and always answers the same, whether it has an account or not. */
export function ForgotPasswordForm({ initialEmail = "", onBack }: ForgotPasswordFormProps) {
  useDocumentTitle("Reset your password")
  const [email, setEmail] = useState(initialEmail)
  const [sentTo, setSentTo] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  usePrerenderedForm(formRef, { "forgot-email": setEmail })

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    setSubmitting(true)
    try {
      await requestPasswordReset(email.trim())
      setSentTo(email.trim())
    } catch (err) {
      setError(
        await apiErrorMessage(err, {
          fallback: "The link could not be sent. Please try again.",
          toast: false,
        }),
      )
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit}>
      <h1 className="auth-form__title">Reset your password</h1>
      <p className="auth-form__subtitle">
        Enter the e-mail address of your account and we&apos;ll send you a link to choose a new password.
      </p>
      {error ? <Alert>{error}</Alert> : null}
      {sentTo ? <Alert tone="success">{RESET_SENT}</Alert> : null}
      <EmailField id="forgot-email" label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <SubmitButton className="auth-form__submit" busy={submitting} busyLabel="Sending...">
        {sentTo ? "Send the link again" : "Send me a link"}
      </SubmitButton>
      <p className="auth-form__switch">
        Remembered it?{" "}
        <button type="button" className="auth-form__link" onClick={() => onBack(email)}>
          Back to sign in
        </button>
      </p>
    </form>
  )
}
