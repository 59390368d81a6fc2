import { render, screen, within } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { describe, expect, it } from "vitest"
import { PRICE, PRICE_LABEL } from "@/content/price"
import type { OrderRecord } from "@/lib/pocketbase-types"
import { PortalOrderCard } from "./portal-order-card"

const order = (fields: Partial<OrderRecord> = {}): OrderRecord =>
  ({
    id: "o1",
    collectionId: "orders",
    collectionName: "orders",
    title: "Autumn drop",
    description: "",
    company_name: "Noir Atelier",
    phone_number: "",
    current_website: "",
    reference_website: "",
    collaborator_code: "",
    client: "u1",
    status: "in_progress",
    budget: PRICE.cents / 100,
    timeline: "",
    priority: "high",
    service_type: "",
    created: "2026-11-28 07:00:00.000Z",
    updated: "2026-11-28 07:00:00.000Z",
    ...fields,
  }) as OrderRecord

function show(o: OrderRecord) {
  render(
    <MemoryRouter>
      <ul>
        <PortalOrderCard order={o} href="/portal/orders/o1" />
      </ul>
    </MemoryRouter>,
  )
}

const fact = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling as HTMLElement

describe("PortalOrderCard", () => {
  it("keeps the specification's Budget and Priority, and says whose they are", () => {
    show(order())
    expect(within(fact("Budget")).getByText(PRICE_LABEL, { exact: false })).toBeInTheDocument()
    expect(fact("Budget")).toHaveTextContent("Flat price")
    expect(fact("Priority")).toHaveTextContent("High")
    expect(fact("Priority")).toHaveTextContent("Set by the studio")
  })

  it("adds nothing to a dash", () => {
    show(order({ budget: 0, priority: "" }))
    expect(fact("Budget")).toHaveTextContent(/^—$/)
    expect(fact("Priority")).toHaveTextContent(/^—$/)
  })
})
