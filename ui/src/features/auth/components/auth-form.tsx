import { type FormEvent, useRef, useState } from "react"
import { Alert } from "@/components/alert"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { usePrerenderedForm } from "@/hooks/use-prerendered-form"
import { useFieldErrors } from "@/hooks/use-field-errors"
import { apiErrorMessage } from "@/lib/api-error-later"
import { isClientError } from "@/lib/client-error"
import { isEmailTaken } from "../api"
import {
  type AuthMode,
  type AuthValues,
  EMAIL_TAKEN,
  SIGN_IN_FAILED,
  SIGN_UP_FAILED,
  authFormError,
  NEW_PASSWORD_HINT,
} from "../auth-rules"
import { useSession } from "../session-store"
import { EmailField, NameField, PasswordField } from "./fields"
import "./auth-form.css"
import { SubmitButton } from "@/components/submit-button"

const empty: AuthValues = { name: "", email: "", password: "", confirm: "" }
/** Each value's input, by id: the prerendered form and every edit read the inputs through these. */
const inputIds: Record<keyof AuthValues, string> = {
  name: "auth-name",
  email: "auth-email",
  password: "auth-password",
  confirm: "auth-confirm",
}
const keys = Object.keys(inputIds) as (keyof AuthValues)[]

const copy = {
  signIn: {
    title: "Welcome back",
    subtitle: "Sign in to follow your orders and messages.",
    submit: "Sign in",
    submitting: "Signing in...",
    switchText: "Don't have an account?",
    switchAction: "Create account",
  },
  signUp: {
    title: "Create your account",
    subtitle: "Submit your store brief and follow every step of the build.",
    submit: "Create account",
    submitting: "Creating account...",
    switchText: "Already have an account?",
    switchAction: "Sign in",
  },
} as const

interface AuthFormProps {
  initialMode?: AuthMode
  initialEmail?: string
  /** The name a sign-up starts with (an invitation's link carries it). */
  initialName?: string
  /** Opens "Forgot password?" with the address typed so far. */
  onForgot?: (email: string) => void
  /** Opens "E-mail me a sign-in code" with the address typed so far. */
  onCode?: (email: string) => void
  /** Hears every edit of the address, so a form still loading when it was asked for opens with all of it. */
  onEmailChange?: (email: string) => void
}

/** AuthForm is the one sign-in / create-account form; a successful submit updates the session store. */
export function AuthForm({
  initialMode = "signIn",
  initialEmail = "",
  initialName = "",
  onForgot,
  onCode,
  onEmailChange,
}: AuthFormProps) {
  const signIn = useSession((s) => s.signIn)
  const signUp = useSession((s) => s.signUp)
  const [mode, setMode] = useState<AuthMode>(initialMode)
  const [values, setValues] = useState<AuthValues>({ ...empty, name: initialName, email: initialEmail })
  // Sign-up with an address that has an account: say so and offer signing in or a reset instead.
  const [taken, setTaken] = useState(false)
  // A rule's message (the passwords) follows the fields as they are edited; the server's stays until resent.
  const [error, setError] = useState<{ text: string; rule: boolean } | null>(null)
  const { errors: fieldErrors, setErrors: setFieldErrors, follow } = useFieldErrors<AuthValues>()
  const [submitting, setSubmitting] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const adopt = (key: keyof AuthValues) => (value: string) => {
    setValues((v) => (v[key] === value ? v : { ...v, [key]: value }))
    if (key === "email") onEmailChange?.(value)
  }
  usePrerenderedForm(formRef, Object.fromEntries(keys.map((key) => [inputIds[key], adopt(key)])))
  const text = copy[mode]
  const isSignUp = mode === "signUp"
  useDocumentTitle(isSignUp ? "Create account" : "Sign in")

  // An edit builds on what every input holds now, not on this render's copy of the state: text typed
  // before hydration is in the inputs before it is in the state.
  const typed = (): AuthValues => {
    const field = (key: keyof AuthValues) =>
      formRef.current?.querySelector<HTMLInputElement>(`#${inputIds[key]}`)?.value ?? ""
    return {
      name: field("name"),
      email: field("email"),
      password: field("password"),
      confirm: field("confirm"),
    }
  }

  const change = (key: keyof AuthValues, e: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...typed(), [key]: e.target.value }
    setValues(next)
    if (key === "email") onEmailChange?.(next.email)
    follow(key === "confirm" ? "passwordConfirm" : key, next)
    if (error?.rule) {
      const text = authFormError(mode, next)
      setError(text ? { text, rule: true } : null)
    }
  }

  const switchMode = () => {
    setMode(isSignUp ? "signIn" : "signUp")
    setError(null)
    setTaken(false)
    setFieldErrors({})
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    setFieldErrors({})
    setTaken(false)
    const ruleError = authFormError(mode, values)
    setError(ruleError ? { text: ruleError, rule: true } : null)
    if (ruleError) return
    setSubmitting(true)
    try {
      if (isSignUp)
        await signUp({ name: values.name.trim(), email: values.email.trim(), password: values.password })
      else await signIn(values.email.trim(), values.password)
    } catch (err) {
      setSubmitting(false)
      if (isSignUp && isEmailTaken(err)) {
        setError(null)
        setTaken(true)
        return
      }
      // PocketBase answers a wrong password with a bare "Failed to authenticate.": the spec's text says more.
      const wrongCredentials = !isSignUp && isClientError(err) && err.status === 400
      const message = wrongCredentials
        ? SIGN_IN_FAILED
        : await apiErrorMessage(err, {
            fallback: isSignUp ? SIGN_UP_FAILED : SIGN_IN_FAILED,
            onFieldErrors: setFieldErrors,
            toast: false,
          })
      setError(message ? { text: message, rule: false } : null)
    }
  }

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit}>
      <h1 className="auth-form__title">{text.title}</h1>
      <p className="auth-form__subtitle">{text.subtitle}</p>
      {error ? <Alert>{error.text}</Alert> : null}
      {taken ? (
        <Alert>
          {EMAIL_TAKEN}
          <span className="auth-form__actions">
            <button type="button" className="button button--secondary button--small" onClick={switchMode}>
              Sign in instead
            </button>
            {onForgot ? (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => onForgot(values.email)}
              >
                Reset the password
              </button>
            ) : null}
          </span>
        </Alert>
      ) : null}
      {isSignUp ? (
        <NameField
          id={inputIds.name}
          label="Full name"
          error={fieldErrors.name}
          value={values.name}
          onChange={(e) => change("name", e)}
        />
      ) : null}
      <EmailField
        id={inputIds.email}
        label="Email"
        error={fieldErrors.email}
        value={values.email}
        onChange={(e) => change("email", e)}
      />
      <PasswordField
        id={inputIds.password}
        label="Password"
        error={fieldErrors.password}
        hint={isSignUp ? NEW_PASSWORD_HINT : undefined}
        autoComplete={isSignUp ? "new-password" : "current-password"}
        value={values.password}
        onChange={(e) => change("password", e)}
      />
      {!isSignUp && onForgot ? (
        <p className="auth-form__row">
          <button type="button" className="auth-form__link" onClick={() => onForgot(values.email)}>
            Forgot password?
          </button>
        </p>
      ) : null}
      {isSignUp ? (
        <PasswordField
          id={inputIds.confirm}
          label="Confirm password"
          error={fieldErrors.passwordConfirm}
          autoComplete="new-password"
          value={values.confirm}
          onChange={(e) => change("confirm", e)}
        />
      ) : null}
      <SubmitButton className="auth-form__submit" busy={submitting} busyLabel={text.submitting}>
        {text.submit}
      </SubmitButton>
      {!isSignUp && onCode ? (
        <button
          type="button"
          className="button button--secondary auth-form__alt"
          onClick={() => onCode(values.email)}
        >
          E-mail me a sign-in code
        </button>
      ) : null}
      <p className="auth-form__switch">
        {text.switchText}{" "}
        <button type="button" className="auth-form__link" onClick={switchMode}>
          {text.switchAction}
        </button>
      </p>
    </form>
  )
}
