import { Suspense, useEffect, useState } from "react"
import { Navigate, useLocation, useSearchParams } from "react-router-dom"
import { Spinner } from "@/components/spinner"
import { afterSignInPath, type AuthScreenMode, authScreenMode, homeForRole } from "@/features/auth/auth-rules"
import { AuthForm } from "@/features/auth/components/auth-form"
import { SessionEndedNotice } from "@/features/auth/components/session-ended-notice"
import { useSession } from "@/features/auth/session-store"
import { preloadable } from "@/lib/preloadable"
import { AuthLayout } from "./auth-layout"

const modeParam: Record<AuthScreenMode, string | null> = {
  signIn: null,
  signUp: "signup",
  forgot: "forgot",
  code: "code",
}

// The other modes' forms load when asked for: the sign-in screen, the one most visitors open, carries
// only its own form. A prerendered mode has its form in before hydration (preloadParts).
const CodeSignInForm = preloadable(() =>
  import("@/features/auth/components/code-sign-in-form").then((m) => m.CodeSignInForm),
)
const ForgotPasswordForm = preloadable(() =>
  import("@/features/auth/components/forgot-password-form").then((m) => m.ForgotPasswordForm),
)

/** preloadParts loads the form of the mode that `search` opens (router.tsx calls it before rendering). */
export function preloadParts(search: string): Promise<unknown> | undefined {
  const mode = authScreenMode(new URLSearchParams(search).get("mode"))
  if (mode === "code") return CodeSignInForm.preload()
  if (mode === "forgot") return ForgotPasswordForm.preload()
  return undefined
}

export default function AuthPage() {
  const status = useSession((s) => s.status)
  const user = useSession((s) => s.user)
  const init = useSession((s) => s.init)
  const location = useLocation()
  const [params, setParams] = useSearchParams()
  const mode = authScreenMode(params.get("mode"))
  // The address typed in one mode follows the visitor to the next.
  const [email, setEmail] = useState(params.get("email") ?? "")

  useEffect(() => {
    void init()
  }, [init])

  // Once the visitor is at the form, the other modes' forms load in the background: switching is instant.
  useEffect(() => {
    const warm = () => {
      void CodeSignInForm.preload().catch(() => undefined)
      void ForgotPasswordForm.preload().catch(() => undefined)
    }
    document.addEventListener("focusin", warm, { once: true })
    return () => document.removeEventListener("focusin", warm)
  }, [])

  if (status === "loading") return <Spinner />
  if (user) {
    const from = (location.state as { from?: unknown } | null)?.from ?? params.get("next")
    return <Navigate to={afterSignInPath(homeForRole(user.role), from)} replace />
  }

  const go = (next: AuthScreenMode) => (typed: string) => {
    setEmail(typed)
    const value = modeParam[next]
    // Where to go once signed in (?next=, checked when it is used) follows the visitor from mode to mode.
    const after = params.get("next")
    setParams(
      { ...(value ? { mode: value } : {}), ...(after ? { next: after } : {}) },
      {
        replace: true,
        state: location.state,
      },
    )
  }

  return (
    <AuthLayout>
      <SessionEndedNotice />
      <Suspense fallback={<Spinner />}>
        {mode === "forgot" ? (
          <ForgotPasswordForm key="forgot" initialEmail={email} onBack={go("signIn")} />
        ) : mode === "code" ? (
          <CodeSignInForm
            key="code"
            initialEmail={email}
            initialOtpId={params.get("otp") ?? ""}
            onBack={go("signIn")}
            onSignUp={go("signUp")}
          />
        ) : (
          <AuthForm
            key={mode}
            initialMode={mode}
            initialEmail={email}
            initialName={params.get("name") ?? ""}
            onForgot={go("forgot")}
            onCode={go("code")}
            onEmailChange={setEmail}
          />
        )}
      </Suspense>
    </AuthLayout>
  )
}
