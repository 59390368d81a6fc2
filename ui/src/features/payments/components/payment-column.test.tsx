import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import type { OrderRecord } from "@/lib/pocketbase-types"
import type { PaymentState } from "../types"
import { PaymentCell } from "./payment-column"

const row = (payment?: object | object[]) =>
  ({
    id: "o1",
    title: "Store",
    status: "in_progress",
    expand: { payments_via_order: payment },
  }) as unknown as OrderRecord

describe("PaymentCell", () => {
  it.each<[PaymentState, string, string]>([
    ["due", "Due", "badge--yellow"],
    ["paid", "Paid", "badge--green"],
    ["waived", "Waived", "badge--grey"],
    ["refunded", "Refunded", "badge--blue"],
    ["mismatch", "Mismatch", "badge--red"],
  ])("shows a %s payment as a '%s' badge (%s) over its amount", (state, label, tone) => {
    render(<PaymentCell order={row({ state, amount_cents: 20000, currency: "usd" })} />)
    expect(screen.getByText(label)).toHaveClass("badge", tone)
    expect(screen.getByText("$200")).toBeInTheDocument()
  })

  it("writes cents and a currency without a symbol as people read them", () => {
    render(<PaymentCell order={row([{ state: "due", amount_cents: 19950, currency: "chf" }])} />)
    expect(screen.getByText("CHF 199.50")).toBeInTheDocument()
  })

  it("says what a mismatch asks of the studio in its tooltip", () => {
    render(<PaymentCell order={row({ state: "mismatch", amount_cents: 20000, currency: "usd" })} />)
    expect(screen.getByTitle(/check the payment in Stripe/)).toBeInTheDocument()
  })

  it("shows under a paid payment what was refunded of it in part, and nothing of the kind when none was", () => {
    const { container, rerender } = render(
      <PaymentCell
        order={row({ state: "paid", amount_cents: 20000, refunded_cents: 5000, currency: "usd" })}
      />,
    )
    expect(screen.getByText("Paid")).toHaveClass("badge--green")
    expect(container.textContent).toBe("Paid$200$50 refunded")
    rerender(
      <PaymentCell order={row({ state: "paid", amount_cents: 20000, refunded_cents: 0, currency: "usd" })} />,
    )
    expect(container.textContent).toBe("Paid$200")
  })

  it("shows a dash and no badge for an order without a payment (before approval)", () => {
    const { container } = render(<PaymentCell order={row()} />)
    expect(container.textContent).toBe("—")
    expect(container.querySelector(".badge")).toBeNull()
  })
})
