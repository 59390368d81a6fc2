import { PRICE } from "@/content/price"
import { money } from "@/lib/format-money"

/**
 * formatBudget writes an order's budget (whole units of the price's currency, fixed on the order when it was made)
 * as every price is written ("$200"); no budget: a dash.
 */
export const formatBudget = (budget: number | undefined) =>
  typeof budget === "number" && budget > 0 ? money(Math.round(budget * 100), PRICE.currency) : "—"
