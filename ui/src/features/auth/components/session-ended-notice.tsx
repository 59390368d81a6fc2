import { useSyncExternalStore } from "react"
import { onNotice, readNotice } from "../session-notice"
import "./session-ended-notice.css"

/** SessionEndedNotice says why this tab was sent to the sign-in screen (another tab, a new password). */
export function SessionEndedNotice() {
  // The prerendered screen has no notice: hydration starts from none, then shows the tab's own.
  const text = useSyncExternalStore(onNotice, readNotice, () => null)
  if (!text) return null
  return (
    <p className="session-ended" role="status">
      {text}
    </p>
  )
}
