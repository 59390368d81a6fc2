import { createHmac, timingSafeEqual } from "node:crypto"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

/** One request a receiver got: the event's id and type, the raw body and its signature header. */
export interface Received {
  id: string
  type: string
  raw: string
  signature: string
  answered: number
}

/** A webhook endpoint on 127.0.0.1 that answers 500 to the first `fails` requests of each event id, then 200. */
export interface Receiver {
  url: string
  got: Received[]
  close: () => Promise<void>
}

export async function startReceiver(fails = 2): Promise<Receiver> {
  const got: Received[] = []
  const server: Server = createServer((req, res) => {
    let raw = ""
    req.setEncoding("utf8")
    req.on("data", (chunk: string) => (raw += chunk))
    req.on("end", () => {
      const body = JSON.parse(raw) as { id: string; type: string }
      const seen = got.filter((r) => r.id === body.id).length
      const answered = seen < fails ? 500 : 200
      got.push({
        id: body.id,
        type: body.type,
        raw,
        signature: String(req.headers["launchdesk-signature"]),
        answered,
      })
      res.writeHead(answered, { "content-type": "text/plain" }).end(answered === 200 ? "thanks" : "try later")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    got,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** verified checks a Launchdesk-Signature header as docs/funnel.md#webhooks tells a receiver to. */
export function verified(raw: string, header: string, secret: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(",").map((part) => part.split("="))) as Record<
    string,
    string
  >
  const expected = createHmac("sha256", secret).update(`${t}.${raw}`).digest("hex")
  const fresh = Math.abs(Date.now() / 1000 - Number(t)) <= 300
  return fresh && v1?.length === 64 && timingSafeEqual(Buffer.from(v1), Buffer.from(expected))
}
