import { useId, useState } from "react"
import { LIMITS } from "@/lib/limits"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { giveCollaboratorCode } from "../api"
import type { LaunchView } from "../types"

/**
 * CollaboratorCodeForm: the client gives (or replaces) the Shopify collaborator code of an order already sent; the
 * server takes it until the studio has sent its collaborator request. onDone gets the launch's answer (null before
 * approval).
 */
export function CollaboratorCodeForm({
  orderId,
  onDone,
  replaces = false,
  audience = "client",
}: {
  orderId: string
  /** the studio enters a code the client gave it another way */
  audience?: "client" | "admin"
  onDone?: (view: LaunchView | null) => void
  /** a code was given already: this one replaces it */
  replaces?: boolean
}) {
  const id = useId()
  const [code, setCode] = useState("")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState("")
  const send = async () => {
    setBusy(true)
    setError("")
    try {
      const answer = await giveCollaboratorCode(orderId, code)
      setCode("")
      showOutcome(
        "success",
        audience === "client"
          ? "Thank you: the studio has your collaborator code."
          : "Collaborator code saved: send the request next.",
        "launch",
      )
      onDone?.(answer.launch ? { launch: answer.launch, items: answer.items } : null)
    } catch (err) {
      setError(handleApiError(err, { toast: false }) ?? "")
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="code-form"
      aria-label="Shopify collaborator code"
      onSubmit={(e) => {
        e.preventDefault()
        void send()
      }}
    >
      <label className="field__label" htmlFor={`${id}-code`}>
        {replaces ? "Replace the collaborator code" : "Shopify collaborator code"}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {audience === "client"
          ? "In your Shopify admin, open Settings, then Users: the code is under Collaborators."
          : "A code the client gave you another way (a message, a call)."}
      </p>
      <div className="code-form__row">
        <input
          id={`${id}-code`}
          className="input"
          autoComplete="off"
          inputMode="text"
          maxLength={LIMITS.collaboratorCode.max}
          value={code}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="button" disabled={busy}>
          Send code
        </button>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
