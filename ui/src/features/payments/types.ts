import type payments from "../../../../pb_hooks/lib/payments.json"

/** A payment's state: due at approval, then paid, waived, refunded, or a mismatch the studio checks. */
export type PaymentState = "due" | "paid" | "waived" | "refunded" | "mismatch"

/** A way to pay (pb_hooks/lib/payments.json): card is Stripe's; the others the studio records by hand. */
export type PaymentMethod = keyof typeof payments.methodNames

/** The ways the studio records a payment by hand (payments.json byHand). */
export type HandMethod = Exclude<PaymentMethod, "card">

/** An order's payment as its client and the studio read it (the Stripe ids are hidden). */
export interface Payment {
  id: string
  order: string
  amount_cents: number
  currency: string
  state: PaymentState
  method: "" | PaymentMethod
  reference: string
  note: string
  receipt_no: number
  /** How much Stripe refunded so far: a paid payment refunded in part stays paid (the receipt stands). */
  refunded_cents: number
  paid_at: string
  refunded_at: string
}

/**
 * A second payment: Stripe took money on one of the order's Checkout Sessions when the order was already settled.
 * It is kept for the studio to refund in one click (to_refund), then refunded. The Stripe ids are hidden.
 */
export interface ExtraPayment {
  id: string
  order: string
  amount_cents: number
  currency: string
  state: "to_refund" | "refunded"
  paid_at: string
  refunded_at: string
  expand?: { order?: { id: string; title: string } }
}
