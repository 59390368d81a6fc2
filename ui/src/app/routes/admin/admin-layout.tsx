import type { NavItem } from "@/components/app-shell"
import { BellIcon, HomeIcon, ListIcon, UsersIcon } from "@/components/icons"
import { RequireRole } from "@/features/auth/components/require-role"
import { paths } from "../../paths"
import { SignedInShell } from "../signed-in-shell"

const items: NavItem[] = [
  { to: paths.admin.root.href(), label: "Dashboard", icon: <HomeIcon />, end: true },
  { to: paths.admin.orders.href(), label: "Orders", icon: <ListIcon /> },
  { to: paths.admin.users.href(), label: "Users", icon: <UsersIcon /> },
  { to: paths.admin.notifications.href(), label: "Notifications", icon: <BellIcon /> },
]

export default function AdminLayout() {
  return (
    <RequireRole role="admin">
      <SignedInShell areaLabel="Admin area" items={items} />
    </RequireRole>
  )
}
