import { isClientError } from "./client-error"
import { loadClient } from "./load-client"
import type { TypedPocketBase } from "./pocketbase"
import { endSession, expectMs, expectedChange, takeServerReason } from "./session-sync"
import { onRealtimeDrop, storedSession } from "./stored-session"

/** refreshSession is the request that asks the server about the session (and renews its token). */
export const refreshSession = (pb: TypedPocketBase) =>
  pb.collection("users").authRefresh({ requestKey: null })

let inFlight: Promise<void> | null = null
let held: ReturnType<typeof setTimeout> | null = null

/** holdVerdict checks the session again once another tab's announced change has had its time. */
function holdVerdict(): Promise<void> {
  held ??= setTimeout(() => {
    held = null
    void verifySession()
  }, expectMs)
  return Promise.resolve()
}
/** The session the server last confirmed (the token it gave back) and when. */
let confirmed: { token: string; at: number } | null = null

interface VerifyOptions {
  /**
   * A confirmation of the same session at most this old answers without a request: the guard's check
   * on a first load takes the one main.tsx started, even when that one has finished already.
   */
  maxAgeMs?: number
}

/**
 * verifySession asks the server whether the stored session still holds: sessions can be ended on
 * another device, and PocketBase answers a revoked token as an anonymous visitor (empty lists), not
 * with an error. A verdict of no (4xx but 429) clears the session, which sends the guards to /auth;
 * being offline or rate-limited keeps it. Calls made while one is under way share its request. Without a stored session it
 * resolves at once, without loading the SDK.
 *
 * The session is shared by the browser's tabs: a verdict on a token another tab has replaced meanwhile
 * is dropped, and while another tab changes the session (a new password, a new address: it announced
 * so) the verdict waits for the session that tab stores, then the check runs again.
 */
export function verifySession({ maxAgeMs = 0 }: VerifyOptions = {}): Promise<void> {
  const session = storedSession()
  if (!session) return Promise.resolve()
  if (confirmed && confirmed.token === session.token && Date.now() - confirmed.at < maxAgeMs)
    return Promise.resolve()
  // Another tab is changing the session (it announced so): its new session is stored in a moment, and
  // asking about the old one now would only be refused. Ask once that tab has had its time.
  if (expectedChange()) return holdVerdict()
  const sent = session.token
  inFlight ??= loadClient()
    .then((pb) =>
      refreshSession(pb).then(
        () => {
          confirmed = { token: pb.authStore.token, at: Date.now() }
          takeServerReason() // the session holds (a role or verification changed): nothing to say
        },
        (err: unknown) => {
          // 429 (too many requests) is "ask later", not a verdict on the session: it keeps it, as offline does
          if (!isClientError(err) || err.status < 400 || err.status >= 500 || err.status === 429) return
          if (pb.authStore.token !== sent) return
          if (expectedChange()) void holdVerdict()
          else endSession(() => pb.authStore.clear(), takeServerReason() ?? "ended")
        },
      ),
    )
    .finally(() => {
      inFlight = null
    })
  return inFlight
}

// The server ended this tab's realtime connection: its session may have ended (a new password, signed
// out everywhere) or changed (a confirmed address). Ask now rather than at the next page change.
onRealtimeDrop(() => void verifySession())
