import { Outlet } from "react-router-dom"
import { RequireRole } from "@/features/auth/components/require-role"

export default function PortalLayout() {
  return (
    <RequireRole role="client">
      <Outlet />
    </RequireRole>
  )
}
