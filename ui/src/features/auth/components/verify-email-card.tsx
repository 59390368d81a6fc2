import { useEffect, useRef, useState } from "react"
import { Link } from "react-router-dom"
import { Alert } from "@/components/alert"
import { Spinner } from "@/components/spinner"
import { useDocumentTitle } from "@/hooks/use-document-title"
import { verifySession } from "@/lib/session-check"
import { confirmVerification, tokenClaims } from "../api"
import { useSession } from "../session-store"
import { ResendVerificationButton } from "./resend-verification-button"
import "./auth-form.css"

interface VerifyEmailCardProps {
  token: string
  /** Where to continue: the user's area when signed in, else the sign-in screen. */
  continueHref: string
}

/** VerifyEmailCard confirms the address of an e-mailed verification link as soon as it opens. */
export function VerifyEmailCard({ token, continueHref }: VerifyEmailCardProps) {
  useDocumentTitle("Confirm your e-mail address")
  const user = useSession((s) => s.user)
  const [state, setState] = useState<"checking" | "done" | "failed">("checking")
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return // one confirmation, also under StrictMode's double effects
    started.current = true
    confirmVerification(token)
      .then(async () => {
        await verifySession() // a signed-in tab picks up "verified" at once
        setState("done")
      })
      .catch(() => setState("failed"))
  }, [token])

  if (state === "checking") return <Spinner />
  const email = user?.email ?? tokenClaims(token)?.email ?? ""
  return (
    <div className="auth-form">
      <h1 className="auth-form__title">
        {state === "done" ? "Your e-mail address is confirmed" : "This link no longer works"}
      </h1>
      {state === "done" ? (
        <Alert tone="success">Thank you. {email ? `${email} is` : "Your address is"} confirmed.</Alert>
      ) : (
        <Alert>This confirmation link has expired or was already used.</Alert>
      )}
      {state === "failed" && user && !user.verified ? <ResendVerificationButton email={user.email} /> : null}
      <Link className="button auth-form__submit" to={continueHref}>
        {user ? "Continue" : "Sign in"}
      </Link>
    </div>
  )
}
