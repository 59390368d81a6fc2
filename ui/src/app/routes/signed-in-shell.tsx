import { type ReactNode, Suspense } from "react"
import { Outlet } from "react-router-dom"
import { AppShell, type NavItem } from "@/components/app-shell"
import { Spinner } from "@/components/spinner"
import { useSession } from "@/features/auth/session-store"
import { useInAppLinks } from "../in-app-links"

interface SignedInShellProps {
  areaLabel: string
  items: NavItem[]
  /** The audience's account page (linked from the user's name). */
  accountHref: string
  banner?: ReactNode
}

/** SignedInShell is the sidebar layout of a signed-in audience (portal, admin) around its pages. */
export function SignedInShell({ areaLabel, items, accountHref, banner }: SignedInShellProps) {
  const user = useSession((s) => s.user)
  const signOut = useSession((s) => s.signOut)
  useInAppLinks()
  return (
    <AppShell
      areaLabel={areaLabel}
      items={items}
      userName={user?.name ?? ""}
      userRole={user?.role ?? ""}
      onSignOut={signOut}
      accountHref={accountHref}
      banner={banner}
    >
      {/* A page whose chunk has not loaded yet shows a spinner in its place, under the same sidebar. */}
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </AppShell>
  )
}
