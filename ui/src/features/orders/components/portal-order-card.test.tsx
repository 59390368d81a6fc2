import { render, screen } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { describe, expect, it } from "vitest"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { PortalOrderCard } from "./portal-order-card"

// Issue 40 item 23: a client read "Budget $200" on a flat price and the studio's "Priority: Urgent".
const order = {
  id: "order000000001",
  collectionId: "orders",
  collectionName: "orders",
  title: "Summer collection drop",
  company_name: "Drift Supply",
  status: "in_progress",
  timeline: "2 days",
  created: "2026-11-16 10:00:00.000Z",
  // what an older answer or a studio's record would carry: never shown to the client
  budget: 200,
  priority: "urgent",
  price_cents: 20000,
  currency: "usd",
} as OrderRecord & { price_cents: number; currency: string }

describe("PortalOrderCard", () => {
  it("shows the client its price, never the studio's budget or priority", () => {
    render(
      <MemoryRouter>
        <ul>
          <PortalOrderCard order={order} href="/portal/orders/order000000001" />
        </ul>
      </MemoryRouter>,
    )
    const card = screen.getByRole("listitem")
    expect(card.textContent).toContain("Price$200")
    expect(card.textContent).not.toMatch(/budget|priority|urgent/i)
    expect(card.textContent).toContain("Timeline2 days")
  })
})
