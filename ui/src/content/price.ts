// What an order costs. The contract is pb_hooks/lib/price.json (imported here at build time, required by the hooks,
// read by Go at start); the server's PRICE_CENTS and CURRENCY settings override its price, and the server writes the
// price it charges into every page it serves: its slots (@@ld.price…@@, internal/site) and the JSON block
// <script type="application/json" id="price"> this module reads, so a page's script says what its HTML says and what
// is charged. Without the block (the Vite dev server, unit tests) the contract's price stands.
import contract from "../../../pb_hooks/lib/price.json"
import { money } from "../lib/format-money"

/** A price: whole cents of a currency (lower-case ISO code). */
export interface Price {
  cents: number
  currency: string
}

function isPrice(value: unknown): value is Price {
  const p = value as Price | null
  return Number.isInteger(p?.cents) && typeof p?.currency === "string" && /^[a-z]{3}$/.test(p.currency)
}

/** readPrice is the price the server wrote into the page, or the contract's. */
export function readPrice(): Price {
  const block = typeof document === "undefined" ? null : document.getElementById("price")
  try {
    const written: unknown = JSON.parse(block?.textContent ?? "null")
    if (isPrice(written)) return written
  } catch {
    // a page the server did not fill (its slot left as is): the contract's price
  }
  return { cents: contract.cents, currency: contract.currency }
}

/** PRICE is what an order costs now. */
export const PRICE: Price = readPrice()

/**
 * priceSlots are what the pages' price slots say for p: its label ("$200"), the amount and currency of the offer's
 * structured data, and the page's price block (internal/price Slots writes the same for the price it charges).
 */
export function priceSlots(
  p: Price,
): Record<"price" | "price.amount" | "price.currency" | "price.json", string> {
  return {
    price: money(p.cents, p.currency),
    "price.amount": (p.cents / 100).toFixed(2),
    "price.currency": p.currency.toUpperCase(),
    "price.json": JSON.stringify({ cents: p.cents, currency: p.currency }),
  }
}

const shown = priceSlots(PRICE)
const slot = (name: keyof typeof shown) => (__PRICE_SLOTS__ ? `@@ld.${name}@@` : shown[name])

/** The price as the pages say it; prerendered at build time (__PRICE_SLOTS__), each is the server's slot instead. */
export const PRICE_LABEL = slot("price")
export const PRICE_AMOUNT = slot("price.amount")
export const PRICE_CURRENCY = slot("price.currency")
