/**
 * What the tabs of one browser tell each other about the session they share (localStorage holds one
 * session for all of them), and what the server said about it: why it is about to change or has ended,
 * so that every tab follows at once and can say why.
 */

/**
 * Why a session ended or changed: a sign-out (in a tab of this browser), a new password, a new e-mail
 * address, every session ended (sign out everywhere), or ended for another or unknown reason.
 */
export type SessionChange = "signed-out" | "password" | "email" | "everywhere" | "ended"
const changes: readonly string[] = ["signed-out", "password", "email", "everywhere", "ended"]
const isChange = (value: unknown): value is SessionChange =>
  typeof value === "string" && changes.includes(value)

/** How long an announced change is waited for: the acting tab's request and its sign-in again. */
export const expectMs = 10_000

type Word = { change: SessionChange; until: number } | null
/** Another tab (or this one) is changing the session: a verdict on the old one waits for the new one. */
let expected: Word = null
/** Another tab ended the session, for this reason. */
let endedElsewhere: Word = null
/** This tab ended the session, for this reason (for its own notice). */
let endedHere: SessionChange | null = null
/** The server's word on this tab's realtime session (internal/sessions' reasons). */
let told: SessionChange | null = null

const word = (change: SessionChange): Word => ({ change, until: Date.now() + expectMs })
const fresh = (w: Word) => (w && w.until >= Date.now() ? w.change : null)

// Browsers only: at build time (prerendering in Node) an open channel would keep the process alive.
const channel =
  typeof window === "undefined" || typeof BroadcastChannel === "undefined"
    ? null
    : new BroadcastChannel("launchdesk:session")
channel?.addEventListener("message", (event: MessageEvent<unknown>) => {
  const { change, final } = (event.data ?? {}) as { change?: unknown; final?: unknown }
  if (!isChange(change)) return
  if (final) endedElsewhere = word(change)
  else expected = word(change)
})

function tellOthers(change: SessionChange, final: boolean) {
  try {
    channel?.postMessage({ change, final })
  } catch {
    // a closed channel (the page is going away): the other tabs fall back to the plain sign-out notice
  }
}

/**
 * announceChange tells the other tabs that this one is changing the session and why, before it sends
 * the request: they, and this tab's own checks, hold their verdict on the old session until the new
 * one (or none) is stored.
 */
export function announceChange(change: SessionChange): void {
  expected = word(change)
  tellOthers(change, false)
}

/** expectedChange is the change a tab announced in the last few seconds, or null. */
export const expectedChange = (): SessionChange | null => fresh(expected)

/** endSession clears this tab's (and so every tab's) session, telling the other tabs why. */
export function endSession(clear: () => void, why: SessionChange): void {
  tellOthers(why, true)
  endedHere = why
  clear()
}

/** takeEndReason returns (once) why this tab ended the session, or null. */
export function takeEndReason(): SessionChange | null {
  const why = endedHere
  endedHere = null
  return why
}

/**
 * takeOtherTabReason returns (once) why a session another tab cleared has ended: that tab's word, the
 * server's word to this tab, or the change announced before; null when nobody said.
 */
export function takeOtherTabReason(): SessionChange | null {
  const why = fresh(endedElsewhere) ?? told ?? fresh(expected)
  endedElsewhere = null
  expected = null
  told = null
  return why
}

/** takeExpectedChange returns the announced change once: the tab has followed it. */
export function takeExpectedChange(): SessionChange | null {
  const change = fresh(expected)
  expected = null
  return change
}

/** endedByOtherTab tells whether another tab said the session has ended (no new one is coming). */
export const endedByOtherTab = (): boolean => fresh(endedElsewhere) !== null

const serverReasons: Record<string, SessionChange> = {
  password: "password",
  email: "email",
  "signed-out": "everywhere",
}

/** noteServerReason keeps why the server ended this tab's realtime session, for the check that follows. */
export function noteServerReason(reason: unknown): void {
  told = (typeof reason === "string" && serverReasons[reason]) || "ended"
}

/** takeServerReason returns (once) why the server said it ended the session, or null. */
export function takeServerReason(): SessionChange | null {
  const reason = told
  told = null
  return reason
}
