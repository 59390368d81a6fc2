import { type ReactNode, useEffect, useRef } from "react"
import { Navigate, useLocation } from "react-router-dom"
import { Spinner } from "@/components/spinner"
import type { Role } from "@/lib/pocketbase-types"
import { verifySession } from "@/lib/session-check"
import { homeForRole } from "../auth-rules"
import { useSession } from "../session-store"

// Where a signed-in user of this role belongs: defined with the auth rules, so the sign-in screen can
// send a user on without carrying this guard in its first load.
export { homeForRole }

interface RequireRoleProps {
  role: Role
  children: ReactNode
  /** Where anonymous visitors go (default /auth). */
  redirectTo?: string
}

/**
 * RequireRole guards an audience's layout: /auth when anonymous, the user's own area on a role mismatch.
 * A stored session shows the area at once while the server confirms it (started by main.tsx): a session
 * ended elsewhere then leaves for /auth, and everything the area loads is refused by the server anyway.
 */
export function RequireRole({ role, children, redirectTo = "/auth" }: RequireRoleProps) {
  const status = useSession((s) => s.status)
  const user = useSession((s) => s.user)
  const init = useSession((s) => s.init)
  const location = useLocation()

  useEffect(() => {
    void init()
  }, [init])

  // A session ended on another device shows at the next step (a page change, coming back to the tab),
  // as the sign-in screen rather than empty lists under stale counts.
  const { pathname, search } = location
  const arrived = useRef(false)
  useEffect(() => {
    // The first load is being checked already (main.tsx, init): check again from the next page on.
    if (!arrived.current) {
      arrived.current = true
      return
    }
    void verifySession()
  }, [pathname, search])
  useEffect(() => {
    const onVisible = () => document.visibilityState === "visible" && void verifySession()
    document.addEventListener("visibilitychange", onVisible)
    window.addEventListener("focus", onVisible)
    return () => {
      document.removeEventListener("visibilitychange", onVisible)
      window.removeEventListener("focus", onVisible)
    }
  }, [])

  if (status === "loading" && !user) return <Spinner />
  if (!user) return <Navigate to={redirectTo} replace state={{ from: location.pathname + location.search }} />
  if (user.role !== role) return <Navigate to={homeForRole(user.role)} replace />
  return <>{children}</>
}
