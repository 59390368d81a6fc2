/** A payment's state: due at approval, then paid, waived, refunded, or a mismatch the studio checks. */
export type PaymentState = "due" | "paid" | "waived" | "refunded" | "mismatch"

/** The ways the studio records a payment by hand (card is Stripe's). */
export type HandMethod = "bank_transfer" | "cash" | "other"

/** An order's payment as its client and the studio read it (the Stripe ids are hidden). */
export interface Payment {
  id: string
  order: string
  amount_cents: number
  currency: string
  state: PaymentState
  method: "" | "card" | HandMethod
  reference: string
  note: string
  receipt_no: number
  /** How much Stripe refunded so far: a paid payment refunded in part stays paid (the receipt stands). */
  refunded_cents: number
  paid_at: string
  refunded_at: string
}
