import { type FirstLoadRequest, firstLoadSettled, startFirstLoad } from "@/lib/first-load/requests"
import type { Role } from "@/lib/pocketbase-types"
import { preloadedShells } from "../prerendered-pages"

type Requests = FirstLoadRequest<unknown>[]

/**
 * The one table of what a first load of each area's dashboard asks the server for: the requests its
 * screen declares (firstLoadRequests, next to the screen that takes them with useFirstLoad), keyed by
 * the shell's path (preloadedShells names the role each is for). main.tsx starts them before the screen
 * renders; at build time shell-requests-ssr.ts records the same requests for the shell to send from its
 * HTML (lib/first-load/shell.ts). Each area's screen is imported only when that area is opened.
 */
const firstScreens: Record<string, (userId: string) => Promise<Requests>> = {
  "/portal": (userId) => import("../routes/portal/dashboard").then((m) => m.firstLoadRequests(userId)),
  "/admin": () => import("../routes/admin/dashboard").then((m) => m.firstLoadRequests()),
}

/**
 * startFirstScreen starts the requests of the dashboard at pathname, for a signed-in user of the area's
 * role; for any other path or user it does nothing. Resolves once they are under way.
 */
export async function startFirstScreen(
  pathname: string,
  user: { id: string; role: Role } | null | undefined,
): Promise<void> {
  const shell = preloadedShells.find((s) => s.path === pathname)
  const requests = firstScreens[pathname]
  if (!user || !shell || !requests || shell.role !== user.role) return
  for (const request of await requests(user.id)) startFirstLoad(request)
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
  return startFirstScreen(pathname, user).then(() => firstLoadSettled(waitMs))
}
