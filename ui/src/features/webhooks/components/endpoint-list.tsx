import { useState } from "react"
import { ConfirmDialog } from "@/components/confirm-dialog"
import { handleApiError } from "@/lib/api-error"
import { showOutcome } from "@/lib/feedback"
import { deleteEndpoint, type Endpoint, rotateSecret } from "../api"

/** EndpointList shows each endpoint with its events and secret, and rotates the secret or deletes the endpoint. */
export function EndpointList({ endpoints, onChanged }: { endpoints: Endpoint[]; onChanged: () => void }) {
  const [asked, setAsked] = useState<{ id: string; action: "rotate" | "delete" } | null>(null)

  async function run() {
    if (!asked) return
    const { id, action } = asked
    setAsked(null)
    try {
      if (action === "rotate") await rotateSecret(id)
      else await deleteEndpoint(id)
      showOutcome("success", action === "rotate" ? "The endpoint has a new secret." : "Endpoint deleted.")
      onChanged()
    } catch (err) {
      handleApiError(err)
    }
  }

  if (endpoints.length === 0) return <p className="webhooks__empty">No endpoint yet: nothing is sent.</p>
  return (
    <ul className="stack-list webhooks__endpoints">
      {endpoints.map((ep) => (
        <li key={ep.id} className="card webhooks__endpoint">
          <p className="webhooks__url">{ep.url}</p>
          <p className="webhooks__types">{ep.events.join(", ")}</p>
          <p className="webhooks__secret">
            Signing secret: <code>{ep.secret}</code>
          </p>
          <div className="webhooks__actions">
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => setAsked({ id: ep.id, action: "rotate" })}
            >
              Rotate secret
            </button>
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => setAsked({ id: ep.id, action: "delete" })}
            >
              Delete
            </button>
          </div>
        </li>
      ))}
      {asked ? (
        <ConfirmDialog
          title={asked.action === "rotate" ? "Rotate the secret?" : "Delete the endpoint?"}
          confirmLabel={asked.action === "rotate" ? "Rotate secret" : "Delete endpoint"}
          onConfirm={() => void run()}
          onCancel={() => setAsked(null)}
        >
          {asked.action === "rotate"
            ? "Every send from now on is signed with the new secret; signatures made with the old one stop verifying."
            : "Nothing more is sent to it, and its deliveries are removed."}
        </ConfirmDialog>
      ) : null}
    </ul>
  )
}
