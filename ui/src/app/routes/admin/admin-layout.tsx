import { Outlet } from "react-router-dom"
import { AppShell, type NavItem } from "@/components/app-shell"
import { BellIcon, HomeIcon, ListIcon, UsersIcon } from "@/components/icons"
import { RequireRole } from "@/features/auth/components/require-role"
import { useSession } from "@/features/auth/session-store"
import { useSignOutEverywhere } from "@/features/auth/use-sign-out-everywhere"
import { paths } from "../../paths"

const items: NavItem[] = [
  { to: paths.admin.root.href(), label: "Dashboard", icon: <HomeIcon />, end: true },
  { to: paths.admin.orders.href(), label: "Orders", icon: <ListIcon /> },
  { to: paths.admin.users.href(), label: "Users", icon: <UsersIcon /> },
  { to: paths.admin.notifications.href(), label: "Notifications", icon: <BellIcon /> },
]

function AdminShell() {
  const user = useSession((s) => s.user)
  const signOut = useSession((s) => s.signOut)
  const signOutEverywhere = useSignOutEverywhere()
  return (
    <AppShell
      areaLabel="Admin area"
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

export default function AdminLayout() {
  return (
    <RequireRole role="admin">
      <AdminShell />
    </RequireRole>
  )
}
