import type { UserRecord } from "./pocketbase-types"
import { noteServerReason } from "./session-sync"

/** Where the PocketBase SDK keeps the session (LocalAuthStore's default key). */
export const SESSION_KEY = "pocketbase_auth"

/** tokenPayload decodes the claims of a PocketBase token (unchecked); null for something that is not one. */
export function tokenPayload(token: string): Record<string, unknown> | null {
  try {
    const part = (token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/")
    const parsed: unknown = JSON.parse(atob(part))
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** tokenIsValid decides as the SDK's authStore.isValid does: a readable token not past its exp. */
export function tokenIsValid(token: string): boolean {
  const payload = tokenPayload(token)
  if (!payload || Object.keys(payload).length === 0) return false
  return typeof payload.exp !== "number" || payload.exp > Date.now() / 1000
}

/**
 * storedSession reads the session the SDK stored, without loading the SDK (the prerendered /auth screen
 * loads it only when a form is sent): null when there is none with a valid token, or no browser.
 */
export function storedSession(): { token: string; user: UserRecord | null } | null {
  try {
    if (typeof localStorage === "undefined") return null
    const parsed = JSON.parse(localStorage.getItem(SESSION_KEY) ?? "null") as {
      token?: unknown
      record?: unknown
      model?: unknown
    } | null
    const token = typeof parsed?.token === "string" ? parsed.token : ""
    if (!token || !tokenIsValid(token)) return null
    const record = parsed?.record ?? parsed?.model ?? null
    return { token, user: record && typeof record === "object" ? (record as UserRecord) : null }
  } catch {
    return null
  }
}

/** token: the session's token now ("" for none); fromOtherTab: the change was made in another tab. */
type SessionListener = (token: string, fromOtherTab: boolean) => void
const listeners = new Set<SessionListener>()

/** What the session needs of the SDK client (lib/pocketbase.ts registers it as it is created). */
export interface SessionClient {
  authStore: { onChange: (callback: (token: string) => void) => unknown }
  realtime: {
    onDisconnect?: (activeSubscriptions: string[]) => void
    subscribe: (topic: string, callback: (data: { reason?: unknown }) => void) => Promise<unknown>
    unsubscribe: (topic?: string) => Promise<void>
  }
}

/** The message the server sends a realtime session it ends, saying why (internal/sessions' SessionTopic). */
export const SESSION_TOPIC = "launchdesk/session"
let registered: SessionClient | null = null

/** onSessionChange calls back on every change of the stored session: here (the SDK) or in another tab. */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const announce = (token: string, fromOtherTab: boolean) => {
  for (const listener of listeners) listener(token, fromOtherTab)
}

const dropListeners = new Set<() => void>()
/**
 * onRealtimeDrop calls back when the server ended the realtime connection while it had subscriptions
 * (the SDK reconnects on its own): internal/sessions ends it when the session's sign-in no longer holds.
 */
export function onRealtimeDrop(listener: () => void): () => void {
  dropListeners.add(listener)
  return () => dropListeners.delete(listener)
}

/** registerClient is called once by lib/pocketbase.ts: its changes to the session are announced. */
export function registerClient(client: SessionClient): void {
  registered = client
  client.authStore.onChange((token) => announce(token, false))
  const realtime = client.realtime
  // The app's first subscription of a connection takes the session topic with it, in the same request:
  // the SDK hands over only the messages of topics it subscribed to.
  const subscribe = realtime.subscribe.bind(realtime)
  const unsubscribe = realtime.unsubscribe.bind(realtime)
  let listening = false
  realtime.subscribe = (topic, callback, ...rest) => {
    if (!listening && topic !== SESSION_TOPIC) {
      listening = true
      subscribe(SESSION_TOPIC, (data) => noteServerReason(data.reason)).catch(() => {
        listening = false
      })
    }
    return (subscribe as (...args: unknown[]) => Promise<unknown>)(topic, callback, ...rest)
  }
  realtime.unsubscribe = (topic) => {
    if (!topic) listening = false
    return unsubscribe(topic)
  }
  realtime.onDisconnect = (active) => {
    if (active.length === 0)
      listening = false // everything unsubscribed: the connection is closed
    else for (const listener of dropListeners) listener()
  }
}

/** The client lib/pocketbase.ts registered, once the SDK has loaded (lib/load-client.ts). */
export const registeredClient = (): SessionClient | null => registered

// Another tab signed in or out: announced even when this page has not loaded the SDK. This listener is
// added before the SDK's own (lib/pocketbase.ts imports this module first), so a change made in another
// tab is announced as such before the SDK announces it again.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === SESSION_KEY || event.key === null) announce(storedSession()?.token ?? "", true)
  })
}
