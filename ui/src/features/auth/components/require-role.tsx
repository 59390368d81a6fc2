import { type ReactNode, useEffect } from "react"
import { Navigate, useLocation } from "react-router-dom"
import { Spinner } from "@/components/spinner"
import type { Role } from "@/lib/pocketbase-types"
import { useSession } from "../session-store"

/** Where a signed-in user of this role belongs. */
export const homeForRole = (role: Role | undefined) => (role === "admin" ? "/admin" : "/portal")

interface RequireRoleProps {
  role: Role
  children: ReactNode
  /** Where anonymous visitors go (default /auth). */
  redirectTo?: string
}

/** RequireRole guards an audience's layout: spinner while auth resolves, /auth when anonymous, own area on role mismatch. */
export function RequireRole({ role, children, redirectTo = "/auth" }: RequireRoleProps) {
  const status = useSession((s) => s.status)
  const user = useSession((s) => s.user)
  const init = useSession((s) => s.init)
  const location = useLocation()

  useEffect(() => {
    void init()
  }, [init])

  if (status === "loading") return <Spinner />
  if (!user) return <Navigate to={redirectTo} replace state={{ from: location.pathname + location.search }} />
  if (user.role !== role) return <Navigate to={homeForRole(user.role)} replace />
  return <>{children}</>
}
