import { PageHeader } from "@/components/page-header"
import { EmailForm } from "@/features/auth/components/account/email-form"
import { EmailPrefsForm } from "@/features/auth/components/account/email-prefs-form"
import { NameForm } from "@/features/auth/components/account/name-form"
import { PasswordForm } from "@/features/auth/components/account/password-form"
import { SessionsSection } from "@/features/auth/components/account/sessions-section"
import { useSession } from "@/features/auth/session-store"
import "@/features/auth/components/account/account.css"

/** AccountScreen is /portal/account and /admin/account: name, e-mail, password, e-mail preferences, sessions. */
export function AccountScreen() {
  const user = useSession((s) => s.user)
  if (!user) return null
  return (
    <>
      <PageHeader title="Account" subtitle="Your name, e-mail address, password and which e-mails you get." />
      <div className="account-grid">
        <NameForm key={`name-${user.id}`} user={user} />
        <EmailForm user={user} />
        <EmailPrefsForm key={`prefs-${user.id}`} user={user} />
        <PasswordForm user={user} />
        <SessionsSection />
      </div>
    </>
  )
}
