/** A make-good: the guarantee kept for an order whose studio-side time passed the promise (internal/guarantee). */
export interface MakeGood {
  order: string
  title: string
  amount_cents: number
  currency: string
  percent: number
  /** card: refunded through Stripe; transfer: paid back by the studio. */
  method: "card" | "transfer"
  /** refunding at Stripe, refunded to the card, owed by transfer, or paid back by the studio. */
  state: "refunding" | "refunded" | "owed" | "paid_back"
  used_ms: number
  /** what Stripe last answered when a refund failed */
  note: string
  created: string
  settled_at: string
}

/** An open launch under the guarantee, not made good: its studio-side time left (negative once past). */
export interface UpcomingMiss {
  order: string
  title: string
  remaining_ms: number
  running: boolean
  amount_cents: number
  currency: string
}

/** The dashboard's guarantee: the percentage in force now (0: off), the next misses and the latest make-goods. */
export interface GuaranteeBoard {
  percent: number
  upcoming: UpcomingMiss[]
  make_goods: MakeGood[]
  /** how many make-goods there are in all (make_goods lists the newest) */
  made: number
}
