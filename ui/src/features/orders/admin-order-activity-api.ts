import { ClientResponseError, type RecordModel, type UnsubscribeFunc } from "pocketbase"
import { pb } from "@/lib/pocketbase"
import type { OrderStatus, UserRecord } from "@/lib/pocketbase-types"

/** One status change of an order (order_events), with who made it. */
export interface AdminOrderEvent extends RecordModel {
  from: OrderStatus | ""
  to: OrderStatus
  /** The reason given for a move back (empty otherwise). */
  note: string
  actor: "admin" | "client" | "superuser" | "system"
  who: string
  created: string
  expand?: { who?: UserRecord }
}

/** Delivery states of an outbox e-mail. */
export type MailState = "queued" | "sending" | "sent" | "failed"

/** One e-mail about an order (mail_outbox) and where its delivery stands. */
export interface AdminOrderMail extends RecordModel {
  kind: string
  recipient: string
  subject: string
  state: MailState
  attempts: number
  next_attempt: string
  last_error: string
  sent_at: string
  created: string
  updated: string
}

/** null stands for "this server keeps no such records" (the collection is missing or closed). */
async function unlessMissing<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load()
  } catch (err) {
    if (err instanceof ClientResponseError && (err.status === 404 || err.status === 403)) return null
    throw err
  }
}

/** listOrderEvents: the order's status history, oldest first, or null without history on the server. */
export function listOrderEvents(orderId: string): Promise<AdminOrderEvent[] | null> {
  return unlessMissing(() =>
    pb.collection("order_events").getFullList<AdminOrderEvent>({
      filter: pb.filter("order = {:orderId} && step = ''", { orderId }), // step rows: the launch panel
      sort: "created,@rowid", // rows of one transaction share a millisecond: the order they were written in
      expand: "who",
      requestKey: `admin-order-events-${orderId}`,
    }),
  )
}

/** listOrderMails: the e-mails sent about the order, newest first, or null without an outbox. */
export function listOrderMails(orderId: string): Promise<AdminOrderMail[] | null> {
  return unlessMissing(() =>
    pb.collection("mail_outbox").getFullList<AdminOrderMail>({
      filter: pb.filter("order = {:orderId}", { orderId }),
      sort: "-created,id",
      fields: "id,kind,recipient,subject,state,attempts,next_attempt,last_error,sent_at,created,updated",
      requestKey: `admin-order-mails-${orderId}`,
    }),
  )
}

/** The kinds of PocketBase's own account e-mails (pb_hooks/account_mails.pb.js). */
const ACCOUNT_MAIL_KINDS = ["password_reset", "verification", "email_change", "sign_in_code", "auth_alert"]

/** listAccountMails: the latest account e-mails to address (reset, confirmation, code...), newest first. */
export async function listAccountMails(address: string): Promise<AdminOrderMail[] | null> {
  const kinds = ACCOUNT_MAIL_KINDS.map((_, i) => `kind = {:k${i}}`).join(" || ")
  const params = Object.fromEntries(ACCOUNT_MAIL_KINDS.map((k, i) => [`k${i}`, k]))
  return unlessMissing(async () => {
    const page = await pb.collection("mail_outbox").getList<AdminOrderMail>(1, 5, {
      filter: pb.filter(`recipient = {:address} && (${kinds})`, { address, ...params }),
      sort: "-created,id",
      skipTotal: true,
      fields: "id,kind,recipient,subject,state,attempts,next_attempt,last_error,sent_at,created,updated",
      requestKey: `admin-account-mails-${address}`,
    })
    return page.items
  })
}

/** subscribeToOrderActivity calls onChange whenever the order, its history or its e-mails change. */
export async function subscribeToOrderActivity(
  orderId: string,
  onChange: () => void,
): Promise<UnsubscribeFunc> {
  const filter = pb.filter("order = {:orderId}", { orderId })
  const stops = await Promise.all([
    pb.collection("orders").subscribe(orderId, onChange, { expand: "client" }),
    pb
      .collection("order_events")
      .subscribe("*", onChange, { filter })
      .catch(() => null),
    pb
      .collection("mail_outbox")
      .subscribe("*", onChange, { filter })
      .catch(() => null),
  ])
  return async () => {
    await Promise.all(stops.map((stop) => stop?.()))
  }
}
