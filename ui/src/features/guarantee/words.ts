import { formatDate } from "@/lib/format-date"
import { money } from "@/lib/format-money"
import type { MakeGood } from "./types"

/** amountOf is a make-good's amount as the payments write it ("$100.00"). */
export const amountOf = (m: { amount_cents: number; currency: string }) =>
  money(m.amount_cents, m.currency, true)

/** makeGoodLine says where a make-good stands, in the studio's words ("Owed to the client: $100.00"). */
export function makeGoodLine(m: MakeGood): string {
  switch (m.state) {
    case "refunding":
      return `Refunding ${amountOf(m)} to the client's card through Stripe.`
    case "refunded":
      return `Refunded to the client's card: ${amountOf(m)} on ${formatDate(m.settled_at)}.`
    case "owed":
      return `Owed to the client: ${amountOf(m)}`
    case "paid_back":
      return `Paid back to the client: ${amountOf(m)} on ${formatDate(m.settled_at)}.`
  }
}
