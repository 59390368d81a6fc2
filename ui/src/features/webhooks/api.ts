import { loadClient } from "@/lib/load-client"

/** An endpoint as the studio's screen shows it (internal/webhooks/routes.go). */
export interface Endpoint {
  id: string
  url: string
  events: string[]
  secret: string
  created: string
}

/** One delivery of an event to an endpoint, with its last answer. */
export interface Delivery {
  id: string
  endpoint: string
  url: string
  event_id: string
  type: string
  state: "queued" | "sending" | "delivered" | "failed"
  attempts: number
  next_attempt: string
  last_status: number
  last_answer: string
  last_error: string
  delivered_at: string
  created: string
}

/** What GET /api/launchdesk/admin/webhooks answers: the events there are, the endpoints, the newest deliveries. */
export interface WebhooksAnswer {
  events: string[]
  endpoints: Endpoint[]
  deliveries: Delivery[]
}

const ROUTE = "/api/launchdesk/admin/webhooks"

/** getWebhooks reads the studio's endpoints and newest deliveries. */
export async function getWebhooks(): Promise<WebhooksAnswer> {
  const pb = await loadClient()
  return pb.send(ROUTE, { requestKey: null })
}

/** addEndpoint adds an endpoint for events; the answer carries its new secret. */
export async function addEndpoint(url: string, events: string[]): Promise<Endpoint> {
  const pb = await loadClient()
  return pb.send(ROUTE, { method: "POST", body: { url, events }, requestKey: null })
}

/** rotateSecret gives the endpoint a new secret: the old one stops signing at once. */
export async function rotateSecret(id: string): Promise<{ secret: string }> {
  const pb = await loadClient()
  return pb.send(`${ROUTE}/${encodeURIComponent(id)}/rotate`, { method: "POST", requestKey: null })
}

/** deleteEndpoint removes the endpoint and its deliveries. */
export async function deleteEndpoint(id: string): Promise<unknown> {
  const pb = await loadClient()
  return pb.send(`${ROUTE}/${encodeURIComponent(id)}`, { method: "DELETE", requestKey: null })
}

/** sendAgain queues a delivery again, with the same event id and body. */
export async function sendAgain(id: string): Promise<unknown> {
  const pb = await loadClient()
  return pb.send(`${ROUTE}/deliveries/${encodeURIComponent(id)}/resend`, { method: "POST", requestKey: null })
}
