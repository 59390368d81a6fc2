import { type FormEvent, useRef, useState } from "react"
import { Alert } from "@/components/alert"
import { FormField } from "@/components/form-field"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { usePrerenderedForm } from "@/hooks/use-prerendered-form"
import { apiErrorMessage } from "@/lib/api-error-later"
import { isClientError } from "@/lib/client-error"
import { requestSignInCode } from "../api"
import { CODE_SENT } from "../auth-rules"
import { useSession } from "../session-store"
import "./auth-form.css"
import { EmailField } from "./fields"
import { SubmitButton } from "@/components/submit-button"

const WRONG_CODE = "That code is wrong or has expired. Check the e-mail, or ask for a new code."

interface CodeSignInFormProps {
  initialEmail?: string
  /** The code's id from the e-mail's link: the form opens at the code entry for it. */
  initialOtpId?: string
  onBack: (email: string) => void
  onSignUp: (email: string) => void
}

/** CodeSignInForm e-mails a short sign-in code, then signs in with it. */
export function CodeSignInForm({
  initialEmail = "",
  initialOtpId = "",
  onBack,
  onSignUp,
}: CodeSignInFormProps) {
  useDocumentTitle("Sign in with a code")
  const signInWithCode = useSession((s) => s.signInWithCode)
  const [email, setEmail] = useState(initialEmail)
  const [otpId, setOtpId] = useState(initialEmail ? initialOtpId : "")
  const [code, setCode] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  usePrerenderedForm(formRef, { "code-email": setEmail })

  const sendCode = async (e?: FormEvent) => {
    e?.preventDefault()
    setError(null)
    setSubmitting(true)
    try {
      setOtpId(await requestSignInCode(email.trim()))
      setCode("")
    } catch (err) {
      setError(
        await apiErrorMessage(err, {
          fallback: "The code could not be sent. Please try again.",
          toast: false,
        }),
      )
    } finally {
      setSubmitting(false)
    }
  }

  const checkCode = async (e: FormEvent) => {
    e.preventDefault()
    setError(null)
    setSubmitting(true)
    try {
      await signInWithCode(otpId, code.trim())
    } catch (err) {
      setSubmitting(false)
      const wrong = isClientError(err) && err.status === 400
      setError(wrong ? WRONG_CODE : await apiErrorMessage(err, { fallback: WRONG_CODE, toast: false }))
    }
  }

  return (
    <form ref={formRef} className="auth-form" onSubmit={otpId ? checkCode : sendCode}>
      <h1 className="auth-form__title">Sign in with a code</h1>
      <p className="auth-form__subtitle">
        {otpId ? `We sent it to ${email.trim()}.` : "We'll e-mail you a 6-digit code: no password needed."}
      </p>
      {error ? <Alert>{error}</Alert> : null}
      {otpId ? (
        <>
          {error ? null : <Alert tone="success">{CODE_SENT}</Alert>}
          <FormField id="code-value" label="Sign-in code" hint="The code works once, for 10 minutes.">
            {(p) => (
              <input
                {...p}
                className="input auth-form__code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                required
                value={code}
                // No maxLength: the browser would cut a pasted "  530 691" to its first 6 characters
                // before the spaces are taken out. The digits are kept, up to 6.
                onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
              />
            )}
          </FormField>
          <SubmitButton className="auth-form__submit" busy={submitting} busyLabel="Signing in...">
            Sign in
          </SubmitButton>
          <p className="auth-form__switch">
            No e-mail?{" "}
            <button type="button" className="auth-form__link" onClick={() => void sendCode()}>
              Send a new code
            </button>
          </p>
          <p className="auth-form__switch">
            No account yet?{" "}
            <button type="button" className="auth-form__link" onClick={() => onSignUp(email)}>
              Create account
            </button>
          </p>
        </>
      ) : (
        <>
          <EmailField
            id="code-email"
            label="Email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <SubmitButton className="auth-form__submit" busy={submitting} busyLabel="Sending...">
            E-mail me a code
          </SubmitButton>
        </>
      )}
      <p className="auth-form__switch">
        <button type="button" className="auth-form__link" onClick={() => onBack(email)}>
          Sign in with a password
        </button>
      </p>
    </form>
  )
}
