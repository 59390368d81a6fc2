import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { OrderStatusBadge } from "./order-status-badge"

describe("OrderStatusBadge", () => {
  it.each([
    ["pending_approval", "Pending Approval", "badge--yellow"],
    ["in_progress", "In Progress", "badge--blue"],
    ["completed", "Completed", "badge--green"],
    ["on_hold", "on hold", "badge--grey"],
  ])("shows %s as '%s' in %s", (status, label, tone) => {
    render(<OrderStatusBadge status={status} />)
    expect(screen.getByText(label).closest(".badge")).toHaveClass(tone)
  })

  it("adds the clock icon only to pending approval", () => {
    const { container, rerender } = render(<OrderStatusBadge status="pending_approval" />)
    expect(container.querySelector("svg")).not.toBeNull()
    rerender(<OrderStatusBadge status="completed" />)
    expect(container.querySelector("svg")).toBeNull()
  })
})
