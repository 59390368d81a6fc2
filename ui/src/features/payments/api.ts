import { ClientResponseError, type UnsubscribeFunc } from "pocketbase"
import { pb } from "@/lib/pocketbase"
import type { ExtraPayment, HandMethod, Payment } from "./types"

// Fetchers of payments. Reads go through the collection (its rule: the order's client and the studio); every
// change through the routes under /api/launchdesk/orders/{id}/payment/..., which decide who may do what.

/** getPayment reads the order's payment; null before the order is approved. */
export async function getPayment(orderId: string): Promise<Payment | null> {
  try {
    return await pb
      .collection("payments")
      .getFirstListItem<Payment>(pb.filter("order = {:orderId}", { orderId }), {
        requestKey: `payment-${orderId}`,
      })
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 404) return null
    throw err
  }
}

/** subscribeToPayment calls onChange whenever the order's payment changes (the webhook marking it paid, say). */
export function subscribeToPayment(orderId: string, onChange: () => void): Promise<UnsubscribeFunc> {
  return pb
    .collection("payments")
    .subscribe("*", onChange, { filter: pb.filter("order = {:orderId}", { orderId }) })
}

/**
 * subscribeToPayments hands onPayment every payment made due or changed that the signed-in user may read (for the
 * studio: all of them), with the fields the admin orders table shows.
 */
export function subscribeToPayments(onPayment: (payment: Payment) => void): Promise<UnsubscribeFunc> {
  return pb
    .collection("payments")
    .subscribe<Payment>("*", (e) => e.action !== "delete" && onPayment(e.record), {
      fields: "id,order,state,method,amount_cents,refunded_cents,currency",
    })
}

/** The bank account clients pay a transfer to, as the studio set it (BANK_*). */
export interface BankDetails {
  accountName: string
  iban: string
  bic: string
}

/** The studio's details on receipts (BUSINESS_*): each empty until the studio sets it. */
export interface BusinessDetails {
  name: string
  address: string
  taxId: string
}

/**
 * How an order can be paid: by card through Stripe, or by a transfer to the studio's bank account (null when the
 * studio set none, or nobody is signed in), and who issues the receipts.
 */
export interface PaymentOptions {
  card: boolean
  bank: BankDetails | null
  business: BusinessDetails
  /** how long the studio may undo a Mark paid before the receipt e-mail goes (MARK_PAID_UNDO_SECONDS; 0: never) */
  undoSeconds: number
}

const noOptions: PaymentOptions = {
  card: false,
  bank: null,
  business: { name: "", address: "", taxId: "" },
  undoSeconds: 0,
}
let options: Promise<PaymentOptions> | null = null

/** paymentOptions reads how orders are paid and the receipts' issuer (asked once per page load). */
export function paymentOptions(): Promise<PaymentOptions> {
  options ??= pb
    .send<PaymentOptions>("/api/launchdesk/payments/options", { requestKey: null })
    .catch(() => noOptions)
  return options
}

/** cardPayments tells whether the studio takes cards through Stripe. */
export const cardPayments = (): Promise<boolean> => paymentOptions().then((o) => o.card)

const orderPath = (orderId: string) => `/api/launchdesk/orders/${encodeURIComponent(orderId)}/payment`
const post = <T>(path: string, body: Record<string, unknown> = {}) =>
  pb.send<T>(path, { method: "POST", body, requestKey: null })

/** startCheckout asks for the order's Stripe Checkout URL (the client only). */
export const startCheckout = (orderId: string) => post<{ url: string }>(`${orderPath(orderId)}/checkout`)

/** undoPaid takes back a Mark paid while its receipt e-mail still waits (the studio only). */
export const undoPaid = (orderId: string) => post(`${orderPath(orderId)}/undo-paid`)

/** markPaid records a payment received outside Stripe (the studio only). */
export const markPaid = (orderId: string, method: HandMethod, reference: string) =>
  post(`${orderPath(orderId)}/mark-paid`, { method, reference })

/** waivePayment lets the order go without payment, for a reason (the studio only). */
export const waivePayment = (orderId: string, reason: string) =>
  post(`${orderPath(orderId)}/waive`, { reason })

/** refundPayment refunds a card payment in full through Stripe (the studio only). */
export const refundPayment = (orderId: string) => post(`${orderPath(orderId)}/refund`)

/** A payment due, with the title of its order (for the dashboard). */
export type DuePayment = Payment & { expand?: { order?: { id: string; title: string } } }

/** duePayments lists the signed-in client's payments that are due (the rule keeps them to its own orders). */
export function duePayments(): Promise<DuePayment[]> {
  return pb.collection("payments").getFullList<DuePayment>({
    filter: 'state = "due"',
    expand: "order",
    fields: "id,order,amount_cents,currency,state,expand.order.id,expand.order.title",
    requestKey: null,
  })
}

/** The studio's books at a glance, in cents of currency (GET /api/launchdesk/admin/payments/summary). */
export interface PaymentSummary {
  currency: string
  paidMonthCents: number
  paidMonth: number
  outstandingCents: number
  outstanding: number
  refundedCents: number
  refunded: number
  /** Second payments Stripe took for orders already settled, waiting for the studio's refund. */
  toRefundCents: number
  toRefund: number
}

/** paymentSummary reads paid this month, outstanding and refunded (the studio only). */
export const paymentSummary = () =>
  pb.send<PaymentSummary>("/api/launchdesk/admin/payments/summary", { requestKey: "payment-summary" })

/**
 * extraPayments lists second payments, oldest first: the order's (orderId), or every one still to refund (the
 * studio's dashboard; a client's rule keeps it to its own orders), with the order's title.
 */
export function extraPayments(orderId?: string): Promise<ExtraPayment[]> {
  return pb.collection("extra_payments").getFullList<ExtraPayment>({
    filter: orderId ? pb.filter("order = {:orderId}", { orderId }) : 'state = "to_refund"',
    sort: "created",
    expand: "order",
    fields: "id,order,amount_cents,currency,state,paid_at,refunded_at,expand.order.id,expand.order.title",
    requestKey: null,
  })
}

/** subscribeToExtraPayments calls onChange whenever a second payment the user may read is made or refunded. */
export function subscribeToExtraPayments(onChange: () => void, orderId?: string): Promise<UnsubscribeFunc> {
  return pb
    .collection("extra_payments")
    .subscribe("*", onChange, orderId ? { filter: pb.filter("order = {:orderId}", { orderId }) } : {})
}

/** refundExtraPayment refunds a second payment in full through Stripe (the studio only). */
export const refundExtraPayment = (orderId: string, extraId: string) =>
  post(`${orderPath(orderId)}/extras/${encodeURIComponent(extraId)}/refund`)
