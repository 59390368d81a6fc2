import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"

/** The pixel and token the tests give the binary (META_PIXEL_ID, META_CAPI_TOKEN). */
export const PIXEL_ID = "1234567890"
export const CAPI_TOKEN = "EAAB-test-token+/="

/** One server event as the receiver got it. */
export interface CapiEvent {
  event_name: string
  event_time: number
  event_id: string
  action_source: string
  user_data: { em: string[]; fbc?: string }
  custom_data?: { value: number; currency: string }
}

/** A request the receiver got: whether it met Meta's documented shape (problems empty) and its events. */
export interface CapiRequest {
  problems: string[]
  events: CapiEvent[]
  /** The status the receiver answered. */
  status: number
}

/** A local stand-in for Meta's Graph API: it keeps every request to /{version}/{pixel}/events and checks it. */
export interface CapiReceiver {
  /** The base URL to give as META_CAPI_BASE. */
  url: string
  env: Record<string, string>
  requests: CapiRequest[]
  /** The events answered 200, in order of arrival. */
  accepted: () => CapiEvent[]
  /** Answers status to the next n requests (then 200 again). */
  failNext: (n: number, status?: number) => void
  stop: () => Promise<void>
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = ""
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")))
    req.on("end", () => resolve(body))
    req.on("error", reject)
  })

/**
 * problemsOf lists how a request differs from what Meta documents: POST to /{version}/{pixel}/events with the token as
 * access_token, a JSON body {data: [event]} whose events carry event_name, event_time (unix seconds), event_id,
 * action_source "website" and user_data.em as SHA-256 hex.
 */
function problemsOf(method: string, url: URL, type: string, body: unknown): string[] {
  const out: string[] = []
  if (method !== "POST") out.push(`method ${method}`)
  if (!new RegExp(`^/v\\d+\\.\\d+/${PIXEL_ID}/events$`).test(url.pathname)) out.push(`path ${url.pathname}`)
  if (url.searchParams.get("access_token") !== CAPI_TOKEN) out.push("access_token")
  if (!type.startsWith("application/json")) out.push(`content-type ${type}`)
  const data = (body as { data?: unknown } | null)?.data
  if (!Array.isArray(data) || data.length === 0) return [...out, "data is not a list of events"]
  for (const ev of data as CapiEvent[]) {
    const now = Date.now() / 1000
    if (!ev.event_name || !ev.event_id) out.push("event_name or event_id missing")
    if (!Number.isInteger(ev.event_time) || Math.abs(now - ev.event_time) > 7 * 86400) out.push("event_time")
    if (ev.action_source !== "website") out.push("action_source")
    if (!ev.user_data?.em?.every((h) => /^[0-9a-f]{64}$/.test(h))) out.push("user_data.em")
  }
  return out
}

/** startCapiReceiver listens on 127.0.0.1, a free port. */
export async function startCapiReceiver(): Promise<CapiReceiver> {
  const requests: CapiRequest[] = []
  let failing = 0
  let failStatus = 500
  const server = createServer((req, res) => {
    void read(req).then((raw) => {
      let body: unknown = null
      try {
        body = JSON.parse(raw)
      } catch {
        // kept as null: problemsOf reports it
      }
      const url = new URL(req.url ?? "/", "http://127.0.0.1")
      const status = failing > 0 ? failStatus : 200
      if (failing > 0) failing -= 1
      const events = ((body as { data?: CapiEvent[] } | null)?.data ?? []).filter(
        (e) => typeof e === "object",
      )
      requests.push({
        problems: problemsOf(req.method ?? "", url, req.headers["content-type"] ?? "", body),
        events,
        status,
      })
      res.writeHead(status, { "content-type": "application/json" })
      res.end(
        status === 200 ? JSON.stringify({ events_received: events.length }) : '{"error":{"message":"x"}}',
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    env: { META_PIXEL_ID: PIXEL_ID, META_CAPI_TOKEN: CAPI_TOKEN, META_CAPI_BASE: url },
    requests,
    accepted: () => requests.filter((r) => r.status === 200).flatMap((r) => r.events),
    failNext: (n, status = 500) => {
      failing = n
      failStatus = status
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
