// Build-time entry for scripts/prerender.mjs: the requests main.tsx makes on a first load of each area's
// dashboard, so the area's shell can send them from its HTML (lib/first-load/shell.ts). They are found by
// making them through the real SDK client and code, with a fetch that records instead of sending.
import { startFirstScreen } from "@/app/first-load/registry"
import { preloadedShells } from "@/app/prerendered-pages"
import { pb } from "@/lib/pocketbase"
import { refreshSession } from "@/lib/session-check"

export { FIRST_LOAD_PATH } from "@/lib/first-load/shell"

/** Stands for the signed-in user's id in the recorded URLs; the shell's script writes the real one in. */
export const USER_PLACEHOLDER = "shellrequestsuserid"

export interface RecordedRequest {
  method: string
  /** Path and query, with USER_PLACEHOLDER where the user's id goes. */
  url: string
}

async function record(start: () => Promise<void>): Promise<RecordedRequest[]> {
  const recorded: RecordedRequest[] = []
  pb.beforeSend = (url, options) => ({
    url,
    options: {
      ...options,
      fetch: (sent: string, init?: RequestInit) => {
        recorded.push({ method: init?.method ?? "GET", url: sent })
        return Promise.reject(new Error("recorded, not sent"))
      },
    },
  })
  await start()
  // The SDK sends after a few awaits of its own.
  await new Promise((resolve) => setTimeout(resolve, 50))
  return recorded
}

/** shellRequests returns, for each area's shell path, what its first screen asks the server first. */
export async function shellRequests(): Promise<Record<string, RecordedRequest[]>> {
  const requests: Record<string, RecordedRequest[]> = {}
  for (const { path, role } of preloadedShells) {
    requests[path] = await record(() => {
      void refreshSession(pb).catch(() => undefined)
      return startFirstScreen(path, { id: USER_PLACEHOLDER, role })
    })
  }
  return requests
}
