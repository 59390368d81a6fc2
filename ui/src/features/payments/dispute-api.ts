import { pb } from "@/lib/pocketbase"

// The studio's reads of an order's disputes and evidence (internal/disputes: studio only, 403 for a client). Stripe's
// webhook writes the disputes; nothing here changes them.

/** A dispute of the order's card payment, as Stripe last described it. */
export interface Dispute {
  id: string
  amount_cents: number
  currency: string
  /** Stripe's reason code ("product_not_received"). */
  reason: string
  /** Stripe's status ("needs_response", "under_review", "won", "lost"...). */
  status: string
  /** When Stripe needs the evidence by; "" when the bank allows no answer. */
  evidence_due: string
  closed_at: string
  created: string
  stripe_dispute: string
}

/** getDisputes lists the order's disputes, newest first. */
export const getDisputes = (orderId: string) =>
  pb
    .send<{ items: Dispute[] }>(`/api/launchdesk/admin/orders/${encodeURIComponent(orderId)}/disputes`, {
      requestKey: `disputes-${orderId}`,
    })
    .then((r) => r.items)

/**
 * The order's evidence, grouped as Stripe's dispute form asks for it and in its order: the service and the brief, the
 * customer, the proof of delivery, the communication, the receipt. Times are stored UTC times, "" when none.
 */
export interface Evidence {
  service: {
    order_id: string
    title: string
    company: string
    brief: string
    received_at: string
    status: string
  }
  customer: { name: string; email: string; signed_up: string }
  delivery: {
    preview_url: string
    round: number
    review_state: string
    asked_at: string
    approved_at: string
    approved_by: string
    approved_by_email: string
    override_reason: string
    launched_at: string
    store_domain: string
    clock_used_ms: number
  }
  communication: { at: string; author: string; from_client: boolean; body: string; files: number }[]
  receipt: {
    amount_cents: number
    currency: string
    state: string
    method: string
    receipt_no: number
    paid_at: string
    refunded_cents: number
    refunded_at: string
  } | null
  disputes: Dispute[]
}

/** getEvidence reads the order's evidence. */
export const getEvidence = (orderId: string) =>
  pb.send<Evidence>(`/api/launchdesk/admin/orders/${encodeURIComponent(orderId)}/evidence`, {
    requestKey: `evidence-${orderId}`,
  })
