import { isClientError } from "./client-error"
import { loadClient } from "./load-client"
import { storedSession } from "./stored-session"

let inFlight: Promise<void> | null = null

/**
 * verifySession asks the server whether the stored session still holds: sessions can be ended on
 * another device, and PocketBase answers a revoked token as an anonymous visitor (empty lists), not
 * with an error. A verdict of no (4xx) clears the session, which sends the guards to /auth; being
 * offline keeps it. Calls made while one is under way share its request. Without a stored session it
 * resolves at once, without loading the SDK.
 */
export function verifySession(): Promise<void> {
  if (!storedSession()) return Promise.resolve()
  inFlight ??= loadClient()
    .then((pb) =>
      pb
        .collection("users")
        .authRefresh({ requestKey: null })
        .then(
          () => undefined,
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
