/**
 * What the tabs of one browser tell each other about the session they share (localStorage holds one
 * session for all of them): why it is about to change or has ended, so that every tab can say so.
 */

/** Why a session ended or changed: a sign-out, a new password, a new e-mail address, or ended elsewhere. */
export type SessionChange = "signed-out" | "password" | "email" | "ended"

const CHANNEL = "launchdesk:session"
/** How long an announced change is waited for: the acting tab's request and its sign-in again. */
const EXPECT_MS = 10_000

let expected: { change: SessionChange; until: number } | null = null
let ended: SessionChange | null = null

// Browsers only: at build time (prerendering in Node) an open channel would keep the process alive.
const channel =
  typeof window === "undefined" || typeof BroadcastChannel === "undefined"
    ? null
    : new BroadcastChannel(CHANNEL)
const expect = (change: SessionChange) => {
  expected = { change, until: Date.now() + EXPECT_MS }
}
channel?.addEventListener("message", (event: MessageEvent<unknown>) => {
  const change = (event.data as { change?: unknown } | null)?.change
  if (change === "signed-out" || change === "password" || change === "email" || change === "ended")
    expect(change)
})

/**
 * announceChange tells the other tabs that this one is changing the session and why, before it sends
 * the request: they, and this tab's own checks, hold their verdict on the old session until the new
 * one (or none) is stored.
 */
export function announceChange(change: SessionChange): void {
  expect(change)
  tellOthers(change)
}

function tellOthers(change: SessionChange) {
  try {
    channel?.postMessage({ change })
  } catch {
    // a closed channel (the page is going away): the other tabs fall back to the plain sign-out notice
  }
}

/** expectedChange is the change another tab announced in the last few seconds, or null. */
export function expectedChange(): SessionChange | null {
  if (expected && expected.until < Date.now()) expected = null
  return expected?.change ?? null
}

/** takeExpectedChange returns the announced change once: the tab has followed it. */
export function takeExpectedChange(): SessionChange | null {
  const change = expectedChange()
  expected = null
  return change
}

/** endSession clears this tab's (and so every tab's) session, remembering why for the tab's own notice. */
export function endSession(clear: () => void, why: SessionChange): void {
  tellOthers(why)
  ended = why
  clear()
}

/** takeEndReason returns (once) why endSession ended the session, or null after a plain sign-out here. */
export function takeEndReason(): SessionChange | null {
  const why = ended
  ended = null
  return why
}

/** expectMs is how long a tab holds its verdict after another tab announced a change. */
export const expectMs = EXPECT_MS
