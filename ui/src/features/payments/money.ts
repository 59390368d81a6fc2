import payments from "../../../../pb_hooks/lib/payments.json"
import type { HandMethod } from "./types"

// money is the app's one way to write a price (lib/format-money.ts, beside the other formats): kept importable from
// here, where the payments' screens have always found it.
export { money } from "@/lib/format-money"

/** receiptLabel is a receipt number as printed: "R-000042". */
export const receiptLabel = (n: number) => `R-${String(n).padStart(6, "0")}`

/** partlyRefunded: some of a paid payment was refunded (in Stripe's dashboard); it stays paid, with its receipt. */
export const partlyRefunded = (p: { state: string; refunded_cents?: number }) =>
  p.state === "paid" && (p.refunded_cents ?? 0) > 0

/** METHOD_NAMES are the ways to pay as people read them (pb_hooks/lib/payments.json, the e-mails' words too). */
export const METHOD_NAMES: Record<string, string> = payments.methodNames

/** HAND_METHODS are the ways the studio records a payment itself, in the order its form offers them. */
export const HAND_METHODS = payments.byHand as readonly HandMethod[]
