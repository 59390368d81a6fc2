import { renderToString } from "react-dom/server"
import { afterEach, describe, expect, it, vi } from "vitest"
import contract from "../../../pb_hooks/lib/price.json"
import { money } from "@/lib/format-money"

// The pages say the price the server wrote into them (its PRICE_CENTS over the contract), and the contract's price
// where nothing was written: each case loads the content anew under the page it is given.
const served = (block: string | null) => {
  document.body.innerHTML =
    block === null ? "" : `<script type="application/json" id="price">${block}</script>`
  vi.resetModules()
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("the price the pages say", () => {
  it("is the contract's when the page carries no price, or a slot the server did not fill", async () => {
    for (const block of [null, "@@ld.price.json@@", '{"cents":"30000","currency":"usd"}']) {
      served(block)
      const { PRICE, PRICE_LABEL } = await import("@/content/price")
      expect(PRICE).toEqual({ cents: contract.cents, currency: contract.currency })
      expect(PRICE_LABEL).toBe(money(contract.cents, contract.currency))
    }
  })

  it("is the server's on /auth, the landing's offer, the site's description and an order's budget", async () => {
    served('{"cents":30000,"currency":"usd"}')
    const { PRICE_LABEL, PRICE_AMOUNT, PRICE_CURRENCY } = await import("@/content/price")
    expect([PRICE_LABEL, PRICE_AMOUNT, PRICE_CURRENCY]).toEqual(["$300", "300.00", "USD"])
    const { AuthLayout } = await import("./routes/public/auth-layout")
    // the router of the same module graph as the layout (resetModules loads both anew)
    const { MemoryRouter } = await import("react-router-dom")
    const auth = renderToString(
      <MemoryRouter>
        <AuthLayout>card</AuthLayout>
      </MemoryRouter>,
    )
    expect(auth).toContain("Flat $300, no surprises")
    expect((await import("@/content/offer")).offer.priceLabel).toBe("$300")
    expect((await import("@/content/site")).site.description).toContain("flat $300,")
    expect((await import("@/features/orders/format-budget")).formatBudget(300)).toBe("$300")
  })
})
