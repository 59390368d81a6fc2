import { useNavigate, useParams } from "react-router-dom"
import { NewPasswordForm } from "@/features/auth/components/new-password-form"
import { homeForRole } from "@/features/auth/components/require-role"
import { paths } from "../../paths"
import { AuthLayout } from "./auth-layout"

/** /auth/reset/{token}: the new password from the e-mailed link (signed in or not), then the user's area. */
export default function AuthResetPage() {
  const { token = "" } = useParams()
  const navigate = useNavigate()
  return (
    <AuthLayout>
      <NewPasswordForm
        token={token}
        forgotHref={(email) => paths.auth.href({ mode: "forgot", email })}
        onDone={(user) => void navigate(homeForRole(user.role), { replace: true })}
      />
    </AuthLayout>
  )
}
