import type { TypedPocketBase } from "./pocketbase"
import { registeredClient } from "./stored-session"

// Registered by lib/pocketbase.ts as it creates the one client.
const loaded = () => registeredClient() as TypedPocketBase | null

/**
 * loadClient gives the SDK client, loading the SDK on first use: the app's entry has it already, the
 * prerendered /auth screen fetches it with its first request.
 */
export const loadClient = (): Promise<TypedPocketBase> => {
  const client = loaded()
  return client ? Promise.resolve(client) : import("./pocketbase").then((m) => m.pb)
}

/** withClient runs fn now when the SDK is loaded, otherwise once it is. */
export function withClient(fn: (pb: TypedPocketBase) => void): void {
  const client = loaded()
  if (client) fn(client)
  else void loadClient().then(fn)
}

/** ifLoaded runs fn now when the SDK is loaded, and not at all otherwise (nothing of it to tidy up). */
export function ifLoaded(fn: (pb: TypedPocketBase) => void): void {
  const client = loaded()
  if (client) fn(client)
}
