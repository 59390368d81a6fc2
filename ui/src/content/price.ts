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
 * The price as the pages say it: its label ("$200"), and the amount and currency of the offer's structured data.
 * Prerendered at build time (__PRICE_SLOTS__, scripts/prerender-lib.mjs), each is the server's slot instead.
 */
export const PRICE_LABEL = __PRICE_SLOTS__ ? "@@ld.price@@" : money(PRICE.cents, PRICE.currency)
export const PRICE_AMOUNT = __PRICE_SLOTS__ ? "@@ld.price.amount@@" : (PRICE.cents / 100).toFixed(2)
export const PRICE_CURRENCY = __PRICE_SLOTS__ ? "@@ld.price.currency@@" : PRICE.currency.toUpperCase()
