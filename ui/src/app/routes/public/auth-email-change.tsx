import { useNavigate, useParams } from "react-router-dom"
import { ConfirmEmailChangeForm } from "@/features/auth/components/confirm-email-change-form"
import { homeForRole } from "@/features/auth/components/require-role"
import { paths } from "../../paths"
import { AuthLayout } from "./auth-layout"

/** /auth/email-change/{token}: confirms the new address with the password, then signs in with it. */
export default function AuthEmailChangePage() {
  const { token = "" } = useParams()
  const navigate = useNavigate()
  return (
    <AuthLayout>
      <ConfirmEmailChangeForm
        token={token}
        signInHref={paths.auth.href()}
        onDone={(user) => void navigate(homeForRole(user.role), { replace: true })}
      />
    </AuthLayout>
  )
}
