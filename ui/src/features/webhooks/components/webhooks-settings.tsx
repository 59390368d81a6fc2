import { useCallback, useEffect, useState } from "react"
import { handleApiError } from "@/lib/api-error"
import { getWebhooks, type WebhooksAnswer } from "../api"
import { DeliveryList } from "./delivery-list"
import { EndpointList } from "./endpoint-list"
import { EndpointUpsertForm } from "./endpoint-upsert-form"
import "./webhooks.css"

/** WebhooksSettings is the studio's webhooks: add an endpoint, its secret, and the newest deliveries. */
export function WebhooksSettings() {
  const [answer, setAnswer] = useState<WebhooksAnswer | null>(null)
  const load = useCallback(() => {
    getWebhooks()
      .then(setAnswer)
      .catch((err: unknown) => handleApiError(err))
  }, [])
  useEffect(load, [load])

  if (!answer) return <p>Loading the webhooks…</p>
  return (
    <div className="webhooks">
      <EndpointUpsertForm events={answer.events} onAdded={load} />
      <h2 className="webhooks__heading">Endpoints</h2>
      <EndpointList endpoints={answer.endpoints} onChanged={load} />
      <h2 className="webhooks__heading">Deliveries</h2>
      <DeliveryList deliveries={answer.deliveries} onChanged={load} />
    </div>
  )
}
