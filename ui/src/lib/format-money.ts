import { symbols } from "../../../pb_hooks/lib/price.json"
import { numberFormat } from "./intl"

const SYMBOLS: Record<string, string> = symbols

/**
 * money writes cents as people read a price, grouped by thousands like every figure of the app: "$200" or "$1,200"
 * when whole, "$199.50" or "$1,200.00" otherwise (always2: with cents). The symbols are the price contract's
 * (pb_hooks/lib/price.json); internal/price/testdata/money_cases.json holds Go, the hooks and this to one way.
 */
export function money(cents: number, currency: string, always2 = false): string {
  const whole = cents % 100 === 0 && !always2
  const digits = whole ? 0 : 2
  const amount = numberFormat(`money-${digits}`, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100)
  const symbol = SYMBOLS[currency.toLowerCase()]
  return symbol ? symbol + amount : `${currency.toUpperCase()} ${amount}`
}
