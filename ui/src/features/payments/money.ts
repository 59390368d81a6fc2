const SYMBOLS: Record<string, string> = { usd: "$", eur: "€", gbp: "£", cad: "CA$", aud: "A$" }

/**
 * money writes cents as people read a price, grouped by thousands like every figure of the app: "$200" or "$1,200"
 * when whole, "$199.50" or "$1,200.00" otherwise (always2: with cents; pb_hooks/lib/payment_texts.js writes the same).
 */
export function money(cents: number, currency: string, always2 = false): string {
  const whole = cents % 100 === 0 && !always2
  const amount = (cents / 100).toLocaleString("en-US", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  })
  const symbol = SYMBOLS[currency.toLowerCase()]
  return symbol ? symbol + amount : `${currency.toUpperCase()} ${amount}`
}

/** receiptLabel is a receipt number as printed: "R-000042". */
export const receiptLabel = (n: number) => `R-${String(n).padStart(6, "0")}`

/** partlyRefunded: some of a paid payment was refunded (in Stripe's dashboard); it stays paid, with its receipt. */
export const partlyRefunded = (p: { state: string; refunded_cents?: number }) =>
  p.state === "paid" && (p.refunded_cents ?? 0) > 0

/** METHOD_NAMES are the ways to pay as people read them. */
export const METHOD_NAMES: Record<string, string> = {
  card: "Card (Stripe)",
  bank_transfer: "Bank transfer",
  cash: "Cash",
  other: "Other",
}
