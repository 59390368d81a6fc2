import { Outlet } from "react-router-dom"
import { RequireRole } from "@/features/auth/components/require-role"

export default function AdminLayout() {
  return (
    <RequireRole role="admin">
      <Outlet />
    </RequireRole>
  )
}
