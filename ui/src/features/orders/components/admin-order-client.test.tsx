import { render, screen } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { describe, expect, it } from "vitest"
import type { UserRecord } from "@/lib/pocketbase-types"
import { AdminOrderClient } from "./admin-order-client"

const links = { notifyHref: (id: string) => `/notify/${id}`, ordersHref: (id: string) => `/orders/${id}` }

describe("AdminOrderClient", () => {
  it("shows the client's name, e-mail and member-since date with its two shortcuts", () => {
    const client = {
      id: "u1",
      name: "Ava Okafor",
      email: "ava@noir.example",
      created: "2025-10-19 06:09:29.080Z",
    }
    render(
      <MemoryRouter>
        <AdminOrderClient client={client as UserRecord} {...links} />
      </MemoryRouter>,
    )
    expect(screen.getByText("Ava Okafor")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "ava@noir.example" })).toHaveAttribute(
      "href",
      "mailto:ava@noir.example",
    )
    expect(screen.getByText("Member since").nextSibling).toHaveTextContent("2025")
    expect(screen.getByRole("link", { name: "Send Notification" })).toHaveAttribute("href", "/notify/u1")
    expect(screen.getByRole("link", { name: "View Orders" })).toHaveAttribute("href", "/orders/u1")
  })

  it("says 'Client information not available' when the order's client is gone", () => {
    render(
      <MemoryRouter>
        <AdminOrderClient client={undefined} {...links} />
      </MemoryRouter>,
    )
    expect(screen.getByText("Client information not available")).toBeInTheDocument()
    expect(screen.queryByRole("link")).toBeNull()
  })
})
