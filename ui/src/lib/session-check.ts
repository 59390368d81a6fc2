import { ClientResponseError } from "pocketbase"
import { pb } from "./pocketbase"

let inFlight: Promise<void> | null = null

/**
 * verifySession asks the server whether the stored session still holds: sessions can be ended on
 * another device, and PocketBase answers a revoked token as an anonymous visitor (empty lists), not
 * with an error. A verdict of no (4xx) clears the session, which sends the guards to /auth; being
 * offline keeps it. Calls made while one is under way share its request.
 */
export function verifySession(): Promise<void> {
  if (!pb.authStore.isValid) return Promise.resolve()
  inFlight ??= pb
    .collection("users")
    .authRefresh({ requestKey: null })
    .then(
      () => undefined,
      (err: unknown) => {
        if (err instanceof ClientResponseError && err.status >= 400 && err.status < 500) {
          pb.authStore.clear()
        }
      },
    )
    .finally(() => {
      inFlight = null
    })
  return inFlight
}
