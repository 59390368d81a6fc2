import { earlySettled } from "@/lib/early"
import type { Role } from "@/lib/pocketbase-types"
import { preloadedShells } from "./prerendered-pages"

/**
 * What a first load of each area's dashboard asks the server for, started before the screen renders
 * (main.tsx) and, for the same requests, recorded at build time for the area's shell to send from its
 * HTML (shell-requests-ssr.ts). Keyed by the shell's path; the shell names the role it is for.
 */
const dashboards: Record<string, (userId: string) => Promise<void>> = {
  "/portal": (userId) => import("./routes/portal/dashboard").then((m) => m.startFirstScreen(userId)),
  "/admin": () => import("./routes/admin/dashboard").then((m) => m.startFirstScreen()),
}

/**
 * startFirstScreen starts the requests of the dashboard at pathname, for a signed-in user of the area's
 * role; for any other path or user it does nothing. Resolves once they are under way.
 */
export function startFirstScreen(pathname: string, user: { id: string; role: Role } | null | undefined) {
  const shell = preloadedShells.find((s) => s.path === pathname)
  const start = dashboards[pathname]
  if (!user || !shell || !start || shell.role !== user.role) return Promise.resolve()
  return start(user.id)
}

/**
 * firstScreenData starts the first screen's requests (startFirstScreen), then waits for their answers for
 * at most waitMs: main.tsx renders once this resolves, so the first paint shows the data that has arrived.
 */
export function firstScreenData(
  pathname: string,
  user: { id: string; role: Role } | null | undefined,
  waitMs: number,
): Promise<void> {
  return startFirstScreen(pathname, user).then(() => earlySettled(waitMs))
}
