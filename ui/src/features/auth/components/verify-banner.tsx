import { Wrappable } from "@/components/wrappable"
import { useSession } from "../session-store"
import { ResendVerificationButton } from "./resend-verification-button"
import "./verify-banner.css"

/** VerifyBanner is the portal's quiet reminder to confirm the e-mail address, until it is confirmed. */
export function VerifyBanner() {
  const user = useSession((s) => s.user)
  if (!user || user.verified) return null
  return (
    <aside className="verify-banner" aria-label="E-mail address">
      <p className="verify-banner__text">
        Please confirm your e-mail address: we sent a link to{" "}
        <strong>
          <Wrappable text={user.email} />
        </strong>
        .
      </p>
      <ResendVerificationButton email={user.email} small />
    </aside>
  )
}
