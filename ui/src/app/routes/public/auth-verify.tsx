import { useEffect } from "react"
import { useParams } from "react-router-dom"
import { Spinner } from "@/components/spinner"
import { homeForRole } from "@/features/auth/components/require-role"
import { VerifyEmailCard } from "@/features/auth/components/verify-email-card"
import { useSession } from "@/features/auth/session-store"
import { paths } from "../../paths"
import { AuthLayout } from "./auth-layout"

/** /auth/verify/{token}: confirms the address of the e-mailed link, signed in or not. */
export default function AuthVerifyPage() {
  const { token = "" } = useParams()
  const status = useSession((s) => s.status)
  const user = useSession((s) => s.user)
  const init = useSession((s) => s.init)

  useEffect(() => {
    void init()
  }, [init])

  if (status === "loading") return <Spinner />
  return (
    <AuthLayout>
      <VerifyEmailCard token={token} continueHref={user ? homeForRole(user.role) : paths.auth.href()} />
    </AuthLayout>
  )
}
