import { Suspense, lazy, useState } from "react"
import { Outlet } from "react-router-dom"
import { AppShell, type NavItem } from "@/components/app-shell"
import { useSession } from "@/features/auth/session-store"
import { useSignOutEverywhere } from "@/features/auth/use-sign-out-everywhere"

// Asked for only when someone ends their sessions: not part of the first screen.
const ConfirmDialog = lazy(() =>
  import("@/components/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
)

/** SignedInShell is the sidebar layout of a signed-in audience (portal, admin) around its pages. */
export function SignedInShell({ areaLabel, items }: { areaLabel: string; items: NavItem[] }) {
  const user = useSession((s) => s.user)
  const signOut = useSession((s) => s.signOut)
  const signOutEverywhere = useSignOutEverywhere()
  const [asking, setAsking] = useState(false)
  return (
    <AppShell
      areaLabel={areaLabel}
      items={items}
      userName={user?.name ?? ""}
      userRole={user?.role ?? ""}
      onSignOut={signOut}
      onSignOutEverywhere={() => setAsking(true)}
    >
      <Outlet />
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="End your sessions on all devices?"
            confirmLabel="End all sessions"
            onConfirm={() => {
              setAsking(false)
              signOutEverywhere()
            }}
            onCancel={() => setAsking(false)}
          >
            <p>
              Every browser and phone signed in to this account, this one included, will need to sign in
              again.
            </p>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </AppShell>
  )
}
