import { storedSession } from "../stored-session"

// What a dashboard showed its user last time, kept in this browser's localStorage: a returning client or
// studio sees it on the first paint, while the fresh answer is on its way (it replaces it within the round
// trip). Kept per signed-in user; a deliberate sign-out forgets all of it (forgetSeen), as it does drafts.

const PREFIX = "launchdesk:seen:"
/** Older than this, what was seen is not shown: the dashboard waits for the server as on a first visit. */
export const SEEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

interface Kept {
  at: number
  value: unknown
}

const keyOf = (userId: string, key: string) => `${PREFIX}${userId}:${key}`
const currentUserId = () => storedSession()?.user?.id ?? ""

/** seenFirstLoad gives what the request last answered this browser's signed-in user, if recent; else undefined. */
export function seenFirstLoad<T>(key: string): T | undefined {
  const userId = currentUserId()
  if (!userId) return undefined
  try {
    const kept = JSON.parse(localStorage.getItem(keyOf(userId, key)) ?? "null") as Kept | null
    if (!kept || typeof kept.at !== "number" || Date.now() - kept.at > SEEN_MAX_AGE_MS) return undefined
    return kept.value as T
  } catch {
    return undefined
  }
}

/** rememberFirstLoad keeps the request's answer for the signed-in user's next visit (nothing without storage). */
export function rememberFirstLoad(key: string, value: unknown): void {
  const userId = currentUserId()
  if (!userId) return
  try {
    localStorage.setItem(keyOf(userId, key), JSON.stringify({ at: Date.now(), value } satisfies Kept))
  } catch {
    // storage refused (private mode, full): the next visit waits for the server, as the first did
  }
}

/** forgetSeen drops what every user of this browser was shown (on sign-out: a shared computer keeps nothing). */
export function forgetSeen(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? "")
    for (const key of keys) if (key.startsWith(PREFIX)) localStorage.removeItem(key)
  } catch {
    // no storage: nothing kept
  }
}
