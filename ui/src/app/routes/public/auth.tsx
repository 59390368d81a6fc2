import { useEffect } from "react"
import { Link, Navigate, useLocation, useSearchParams } from "react-router-dom"
import { BrandMark } from "@/components/brand-mark"
import { CheckIcon } from "@/components/icons"
import { Spinner } from "@/components/spinner"
import { afterSignInPath } from "@/features/auth/auth-rules"
import { AuthForm } from "@/features/auth/components/auth-form"
import { homeForRole } from "@/features/auth/components/require-role"
import { useSession } from "@/features/auth/session-store"
import { paths } from "../../paths"
import "./auth.css"

const promises = ["Flat $200, no surprises", "Your store live in 2 days", "Follow every step right here"]

export default function AuthPage() {
  const status = useSession((s) => s.status)
  const user = useSession((s) => s.user)
  const init = useSession((s) => s.init)
  const location = useLocation()
  const [params] = useSearchParams()

  useEffect(() => {
    void init()
  }, [init])

  if (status === "loading") return <Spinner />
  if (user) {
    const from = (location.state as { from?: unknown } | null)?.from
    return <Navigate to={afterSignInPath(homeForRole(user.role), from)} replace />
  }

  return (
    <div className="auth-page">
      <aside className="auth-page__pitch">
        <Link to={paths.home.href()} className="auth-page__brand">
          <BrandMark size={30} onDark />
          launchdesk
        </Link>
        <p className="auth-page__headline">
          Your clothing brand&apos;s online store, launched in as little as 48 hours.
        </p>
        <ul className="auth-page__promises">
          {promises.map((p) => (
            <li key={p}>
              <CheckIcon width={18} height={18} />
              {p}
            </li>
          ))}
        </ul>
      </aside>
      <main className="auth-page__main">
        <div className="auth-page__card card">
          <AuthForm initialMode={params.get("mode") === "signup" ? "signUp" : "signIn"} />
        </div>
        <Link to={paths.home.href()} className="auth-page__back">
          Back to the website
        </Link>
      </main>
    </div>
  )
}
