import type { RecordModel } from "pocketbase"
import { newOrder, statusBody } from "../support/orders"
import type { ReceivedMail } from "../support/smtp"
import { startWorld, type World } from "../support/world"

/** The public base URL the e-mails must link to (deliberately not the test server's own URL). */
export const APP_URL = "https://studio.launchdesk.example"

/** The world of the status pipeline: SMTP, one admin, one client and a superuser for inspection. */
export type PipelineWorld = World

/** startPipeline starts the world (APP_URL set, small retry interval, extra `serve` flags). */
export function startPipeline(env: Record<string, string> = {}, args: string[] = []): Promise<PipelineWorld> {
  return startWorld({
    smtp: true,
    env: { APP_URL, MAIL_RETRY_SECONDS: "1", MAIL_SEND_TIMEOUT_SECONDS: "2", ...env },
    args,
    admin: "Ada Admin",
    client: "Ava Client",
    su: true,
  })
}

/** createOrder submits an order as the world's client, the way the portal does. */
export const createOrder = (world: PipelineWorld, title?: string): Promise<RecordModel> =>
  newOrder(world.client, title ? { title } : {})

/**
 * setStatus changes an order's status as the admin, with the reason a move back needs; a completion without a
 * reason is the studio's override with LAUNCH_REASON (the launch gate: tests/support/orders.ts).
 */
export function setStatus(
  world: PipelineWorld,
  orderId: string,
  status: string,
  reason?: string,
): Promise<RecordModel> {
  return world.admin.pb.collection("orders").update(orderId, statusBody(status, reason))
}

/**
 * The launch tracker's rows (step history, intake reminders) and the launch gate's (the studio's override notice
 * and e-mail when a test completes an order), which are not the status pipeline's.
 */
const notLaunch: Record<string, string> = {
  order_events: " && step = ''",
  mail_outbox: " && kind != 'intake_reminder' && kind != 'review'",
  notifications: " && title !~ 'Your store will launch'",
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
