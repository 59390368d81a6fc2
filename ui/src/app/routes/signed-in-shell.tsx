import { Outlet } from "react-router-dom"
import { AppShell, type NavItem } from "@/components/app-shell"
import { useSession } from "@/features/auth/session-store"
import { useSignOutEverywhere } from "@/features/auth/use-sign-out-everywhere"

/** SignedInShell is the sidebar layout of a signed-in audience (portal, admin) around its pages. */
export function SignedInShell({ areaLabel, items }: { areaLabel: string; items: NavItem[] }) {
  const user = useSession((s) => s.user)
  const signOut = useSession((s) => s.signOut)
  const signOutEverywhere = useSignOutEverywhere()
  return (
    <AppShell
      areaLabel={areaLabel}
      items={items}
      userName={user?.name ?? ""}
      userRole={user?.role ?? ""}
      onSignOut={signOut}
      onSignOutEverywhere={signOutEverywhere}
    >
      <Outlet />
    </AppShell>
  )
}
