import type PocketBase from "pocketbase"
import type { RecordModel } from "pocketbase"
import { type Account, createAdmin, createSuperuser, signUpClient } from "../support/accounts"
import { startServer, type TestServer } from "../support/server"
import { type ReceivedMail, startSmtp, type TestSmtp } from "../support/smtp"

/** The public base URL the e-mails must link to (deliberately not the test server's own URL). */
export const APP_URL = "https://studio.launchdesk.example"

/** A running binary with its SMTP server, one admin, one client and a superuser for inspection. */
export interface PipelineWorld {
  server: TestServer
  smtp: TestSmtp
  admin: Account
  client: Account
  /** Superuser: reads mail_outbox and order_events whatever the rules; never an actor. */
  su: PocketBase
  dispose: () => Promise<void>
}

/**
 * startPipeline starts SMTP and the binary (APP_URL set, small retry interval, extra `serve` flags) and makes the
 * accounts.
 */
export async function startPipeline(
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<PipelineWorld> {
  const smtp = await startSmtp()
  const server = await startServer({
    env: { ...smtp.env, APP_URL, MAIL_RETRY_SECONDS: "1", MAIL_SEND_TIMEOUT_SECONDS: "2", ...env },
    args,
  })
  const admin = await createAdmin(server, "Ada Admin")
  const client = await signUpClient(server, "Ava Client")
  const su = await createSuperuser(server)
  return {
    server,
    smtp,
    admin,
    client,
    su,
    dispose: async () => {
      await server.dispose()
      await smtp.stop()
    },
  }
}

let seq = 0

/** createOrder submits an order as the client, the way the portal does. */
export async function createOrder(world: PipelineWorld, title?: string): Promise<RecordModel> {
  seq += 1
  return world.client.pb.collection("orders").create({
    title: title ?? `Store build ${Date.now().toString(36)}-${seq}`,
    description: "A Shopify store for a small streetwear label.",
    company_name: "Noir Atelier",
    client: world.client.id,
  })
}

/** setStatus changes an order's status as the admin, with the reason a move back needs. */
export function setStatus(
  world: PipelineWorld,
  orderId: string,
  status: string,
  reason?: string,
): Promise<RecordModel> {
  return world.admin.pb.collection("orders").update(orderId, reason ? { status, reason } : { status })
}

/** The launch tracker's rows (step history, intake reminders), which are not the status pipeline's. */
const notLaunch: Record<string, string> = {
  order_events: " && step = ''",
  mail_outbox: " && kind != 'intake_reminder'",
}

/** rowsFor lists a collection's status pipeline rows for one order (as the superuser), oldest first. */
export function rowsFor(world: PipelineWorld, collection: string, field: string, orderId: string) {
  return world.su.collection(collection).getFullList({
    filter: world.su.filter(`${field} = {:id}${notLaunch[collection] ?? ""}`, { id: orderId }),
    sort: "created,id",
  })
}

/** mailsTo is a matcher for e-mails to recipient whose subject starts with prefix. */
export const mailsTo =
  (recipient: string, prefix = "") =>
  (m: ReceivedMail) =>
    m.to.includes(recipient) && (m.parsed.subject ?? "").startsWith(prefix)

/** sleep waits ms milliseconds. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** poll calls fn until it returns a truthy value or timeoutMs passes. */
export async function poll<T>(fn: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await fn()
    if (value || Date.now() > deadline) return value
    await sleep(50)
  }
}
