import { useState } from "react"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { markAccessGranted } from "../api"
import type { LaunchView } from "../types"

/** AccessConfirm: the client tells the studio it approved the collaborator request (shown while it waits on that). */
export function AccessConfirm({
  view,
  onChange,
}: {
  view: LaunchView
  onChange: (view: LaunchView) => void
}) {
  const [busy, setBusy] = useState(false)
  if (!view.launch.shopify || view.launch.access !== "request_sent" || view.launch.step === "launched")
    return null
  const confirm = async () => {
    setBusy(true)
    try {
      onChange(await markAccessGranted(view.launch.order))
      showOutcome("success", "Thank you: the studio is told you approved the request.", "launch")
    } catch (err) {
      handleApiError(err)
    } finally {
      setBusy(false)
    }
  }
  return (
    <button type="button" className="button button--small" disabled={busy} onClick={() => void confirm()}>
      I approved the request
    </button>
  )
}
