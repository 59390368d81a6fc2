import { useState } from "react"
import { handleApiError } from "@/lib/api-error"
import { requestVerification } from "../api"

/** ResendVerificationButton e-mails the verification link again and says so. */
export function ResendVerificationButton({ email, small }: { email: string; small?: boolean }) {
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle")
  const send = async () => {
    setState("sending")
    try {
      await requestVerification(email)
      setState("sent")
    } catch (err) {
      handleApiError(err, { fallback: "The link could not be sent. Please try again." })
      setState("idle")
    }
  }
  if (state === "sent") return <span role="status">Sent. Check your inbox.</span>
  return (
    <button
      type="button"
      className={`button button--secondary${small ? " button--small" : ""}`}
      disabled={state === "sending"}
      onClick={() => void send()}
    >
      {state === "sending" ? "Sending..." : "Resend"}
    </button>
  )
}
