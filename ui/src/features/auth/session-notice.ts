import type { SessionChange } from "@/lib/session-sync"

/** What the sign-in screen says when a session ended without this tab asking. */
export const SESSION_ENDED_NOTICES: Record<SessionChange, string> = {
  "signed-out": "You were signed out in another tab.",
  password: "Your password was changed — sign in again.",
  email: "Your e-mail address was changed — sign in with the new one.",
  everywhere: "You were signed out on all devices. Please sign in again.",
  ended:
    "Your session has ended: the password was changed or you were signed out on another device. Please sign in again.",
}

/** What a tab that stays signed in says when another tab changed the session under it. */
export const changedHereNotice = (change: SessionChange, email: string): string | null =>
  change === "password"
    ? "Your password was changed in another tab."
    : change === "email"
      ? `Your e-mail address is now ${email}.`
      : null

// Kept per tab, in sessionStorage: the sign-in screen may be a new document (the prerendered /auth).
const KEY = "launchdesk:session-notice"
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/** leaveNotice keeps the sentence for this tab's sign-in screen, until the user signs in again. */
export function leaveNotice(text: string): void {
  try {
    sessionStorage.setItem(KEY, text)
  } catch {
    // storage refused (private mode): the sign-in screen shows without the sentence
  }
  changed()
}

/** readNotice returns the sentence left for the sign-in screen, if any. */
export function readNotice(): string | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(KEY)
  } catch {
    return null
  }
}

/** clearNotice forgets the sentence (the user signed in again). */
export function clearNotice(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // nothing kept
  }
  changed()
}

/** onNotice calls back when the sentence is left or cleared (for useSyncExternalStore). */
export function onNotice(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
