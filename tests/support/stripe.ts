import { type ChildProcess, spawn } from "node:child_process"
import { createHmac } from "node:crypto"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { freePort } from "./free-port"
import { toolsDir } from "./s3"

/** The webhook signing secret and API key the tests give the binary (stripe-mock takes any key). */
export const WEBHOOK_SECRET = "whsec_launchdesk_test_secret"
const SECRET_KEY = "sk_test_launchdesk"

/** A running stripe-mock (Stripe's own mock of its API) on 127.0.0.1. */
export interface TestStripe {
  apiBase: string
  /** Env for the binary: Stripe on, pointed at this mock. */
  env: Record<string, string>
  stop: () => Promise<void>
}

async function waitListening(apiBase: string, proc: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`stripe-mock exited with ${proc.exitCode}:\n${logs()}`)
    try {
      await fetch(`${apiBase}/v1/charges`, { headers: { Authorization: `Bearer ${SECRET_KEY}` } })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  throw new Error(`stripe-mock did not listen:\n${logs()}`)
}

/** startStripe starts stripe-mock on a free port; `make tools` installs it. */
export async function startStripe(): Promise<TestStripe> {
  const bin = join(toolsDir, "stripe-mock")
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run make tools`)
  const port = await freePort()
  const apiBase = `http://127.0.0.1:${port}`
  let output = ""
  // With only -http-addr, stripe-mock v0.203.0 still opens HTTPS on :12112 on every interface, so a second
  // mock at the same time failed with "address already in use": HTTPS goes to a free loopback port instead.
  const args = ["-http-addr", `127.0.0.1:${port}`, "-https-addr", "127.0.0.1:0"]
  const proc = spawn(bin, args, { stdio: ["ignore", "pipe", "pipe"] })
  proc.stdout?.on("data", (d: Buffer) => (output += d.toString()))
  proc.stderr?.on("data", (d: Buffer) => (output += d.toString()))
  await waitListening(apiBase, proc, () => output)
  return {
    apiBase,
    env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: apiBase },
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve()
        proc.once("exit", () => resolve())
        proc.kill("SIGTERM")
      }),
  }
}

let eventSeq = 0

/** A Stripe event as its webhook sends it: { id, object, type, api_version, created, data: { object } }. */
export function stripeEvent(type: string, object: Record<string, unknown>, id?: string) {
  eventSeq += 1
  return {
    id: id ?? `evt_test_${Date.now().toString(36)}_${eventSeq}`,
    object: "event",
    type,
    api_version: "2025-01-27.acacia",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  }
}

/** A Checkout Session as an event carries it, paid unless fields say otherwise. */
export function paidSession(sessionId: string, orderId: string, fields: Record<string, unknown> = {}) {
  return {
    id: sessionId,
    object: "checkout.session",
    amount_total: 20000,
    currency: "usd",
    payment_status: "paid",
    status: "complete",
    payment_intent: `pi_test_${sessionId}`,
    metadata: { order_id: orderId },
    ...fields,
  }
}

/** signature is the Stripe-Signature header for body as Stripe makes it: t=<seconds>,v1=HMAC-SHA256(t.body). */
export function signature(body: string, secret = WEBHOOK_SECRET, at = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac("sha256", secret).update(`${at}.${body}`).digest("hex")
  return `t=${at},v1=${v1}`
}

/** sendEvent posts event to the binary's webhook, signed with secret at `at` unless header is given. */
export async function sendEvent(
  serverUrl: string,
  event: object,
  opts: { secret?: string; at?: number; header?: string | null } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = JSON.stringify(event)
  const headers: Record<string, string> = { "Content-Type": "application/json" }
  const header = opts.header === undefined ? signature(body, opts.secret, opts.at) : opts.header
  if (header !== null) headers["Stripe-Signature"] = header
  const res = await fetch(`${serverUrl}/api/launchdesk/stripe/webhook`, { method: "POST", headers, body })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** A recording HTTP proxy in front of stripe-mock: every request the binary makes to Stripe, in order. */
export interface StripeRecorder {
  apiBase: string
  /** "METHOD /path" of each request so far. */
  calls: () => string[]
  /** The form body of each request so far, by its call ("METHOD /path"), in order. */
  bodies: (call: string) => URLSearchParams[]
  stop: () => Promise<void>
}

/**
 * recordStripe starts a proxy on 127.0.0.1 that passes each request to the stripe-mock at apiBase unchanged and
 * keeps its method, path and form body (stripe-mock keeps nothing, so it cannot tell what a session was asked for).
 */
export async function recordStripe(apiBase: string): Promise<StripeRecorder> {
  const { createServer } = await import("node:http")
  const calls: string[] = []
  const bodies: { call: string; body: URLSearchParams }[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      calls.push(`${req.method} ${req.url}`)
      bodies.push({
        call: `${req.method} ${req.url}`,
        body: new URLSearchParams(Buffer.concat(chunks).toString()),
      })
      const headers: Record<string, string> = {}
      const hopByHop = ["host", "content-length", "connection", "keep-alive", "transfer-encoding"]
      for (const [k, v] of Object.entries(req.headers))
        if (typeof v === "string" && !hopByHop.includes(k)) headers[k] = v
      fetch(`${apiBase}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      })
        .then(async (answer) => {
          res.writeHead(answer.status, { "Content-Type": answer.headers.get("content-type") ?? "" })
          res.end(Buffer.from(await answer.arrayBuffer()))
        })
        .catch((err: unknown) => {
          res.writeHead(502)
          res.end(String(err))
        })
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  return {
    apiBase: `http://127.0.0.1:${port}`,
    calls: () => [...calls],
    bodies: (call) => bodies.filter((b) => b.call === call).map((b) => b.body),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
