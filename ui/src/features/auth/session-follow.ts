import { showOutcome } from "@/lib/feedback"
import { ifLoaded } from "@/lib/load-client"
import type { UserRecord } from "@/lib/pocketbase-types"
import {
  type SessionChange,
  endedByOtherTab,
  expectedChange,
  takeEndReason,
  takeExpectedChange,
  takeOtherTabReason,
} from "@/lib/session-sync"
import { changedHereNotice, clearNotice, leaveNotice, SESSION_ENDED_NOTICES } from "./session-notice"

/**
 * closeRealtime ends this tab's realtime connection before its session goes: the pages' own
 * unsubscribes then send nothing (sent without the session, the server refuses them: "The current and
 * the previous request authorization don't match").
 */
const closeRealtime = () => ifLoaded((pb) => void pb.realtime.unsubscribe().catch(() => undefined))

/**
 * resendSubscriptions sends the subscriptions again under the session now stored: after another tab
 * signed in again (new password or address), this tab's connection, ended by the server and reopened
 * by the SDK, may have subscribed with the old token, as a guest that is sent nothing.
 */
const resendSubscriptions = () =>
  ifLoaded((pb) => {
    const noop = () => undefined
    void pb.realtime
      .subscribe("PB_CONNECT", noop)
      .then((unsubscribe) => unsubscribe())
      .catch(() => undefined)
  })

interface Change {
  /** The id of the account signed in before the change ("" for none). */
  before: string
  after: UserRecord | null
  fromOtherTab: boolean
  /** The wait for another tab's new session is over: a session still missing has ended. */
  waited?: boolean
}

/**
 * followChange makes this tab follow a change of the shared session at once and say why: a session
 * ended leaves a sentence for the sign-in screen (the guards go there), a session renewed by another
 * tab for the same account says what changed, and the realtime connection never outlives its session.
 * It returns true when this tab should keep its screens a moment: another tab cleared the session on
 * its way to a new one (a confirmed address signs in again), which it announced.
 */
export function followChange({ before, after, fromOtherTab, waited = false }: Change): boolean {
  const pending = fromOtherTab && !waited && !endedByOtherTab() ? expectedChange() : null
  if (!after && before && (pending === "password" || pending === "email")) return true
  const ownReason = fromOtherTab ? null : takeEndReason()
  if (before && after?.id !== before) closeRealtime()
  if (!after) {
    const why: SessionChange | null = fromOtherTab ? (takeOtherTabReason() ?? "signed-out") : ownReason
    if (before && why && (fromOtherTab || why !== "signed-out")) leaveNotice(SESSION_ENDED_NOTICES[why])
    return false
  }
  clearNotice()
  const expected = fromOtherTab ? takeExpectedChange() : null
  if (expected && after.id === before) {
    resendSubscriptions()
    const text = changedHereNotice(expected, after.email)
    if (text) showOutcome("success", text, "session-change")
  }
  return false
}
