import { isClientError } from "./client-error"
import { loadClient } from "./load-client"
import type { TypedPocketBase } from "./pocketbase"
import { storedSession } from "./stored-session"

/** refreshSession is the request that asks the server about the session (and renews its token). */
export const refreshSession = (pb: TypedPocketBase) =>
  pb.collection("users").authRefresh({ requestKey: null })

let inFlight: Promise<void> | null = null
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
 * with an error. A verdict of no (4xx) clears the session, which sends the guards to /auth; being
 * offline keeps it. Calls made while one is under way share its request. Without a stored session it
 * resolves at once, without loading the SDK.
 */
export function verifySession({ maxAgeMs = 0 }: VerifyOptions = {}): Promise<void> {
  const session = storedSession()
  if (!session) return Promise.resolve()
  if (confirmed && confirmed.token === session.token && Date.now() - confirmed.at < maxAgeMs)
    return Promise.resolve()
  inFlight ??= loadClient()
    .then((pb) =>
      refreshSession(pb).then(
        () => {
          confirmed = { token: pb.authStore.token, at: Date.now() }
        },
        (err: unknown) => {
          if (isClientError(err) && err.status >= 400 && err.status < 500) pb.authStore.clear()
        },
      ),
    )
    .finally(() => {
      inFlight = null
    })
  return inFlight
}
