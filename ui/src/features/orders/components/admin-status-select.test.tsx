import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { ReactNode } from "react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import type { OrderStatus } from "@/lib/pocketbase-types"
import { launchApproved } from "../admin-orders-api"
import { AdminStatusSelect } from "./admin-status-select"

vi.mock("../admin-orders-api", () => ({ launchApproved: vi.fn(() => Promise.resolve(false)) }))

beforeAll(() => {
  // jsdom has no modal dialogs; open/close are enough for these tests.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
})

const setup = (status: OrderStatus = "pending_approval", cancelNotice?: ReactNode) => {
  const onChange = vi.fn(() => Promise.resolve(true))
  render(
    <AdminStatusSelect
      orderId="order1"
      orderTitle="Noir lookbook"
      status={status}
      onChange={onChange}
      cancelNotice={cancelNotice}
    />,
  )
  return { onChange, select: screen.getByRole("combobox", { name: "Status of Noir lookbook" }) }
}

describe("AdminStatusSelect", () => {
  it("asks before changing, and saves the chosen status once confirmed", async () => {
    const { onChange, select } = setup()
    await userEvent.selectOptions(select, "in_progress")
    const dialog = screen.getByRole("dialog", { name: "Change the order status?" })
    expect(dialog).toHaveTextContent("Noir lookbook moves from Pending Approval to In Progress.")
    expect(dialog).toHaveTextContent("The client gets a notification in the portal and an e-mail.")
    expect(onChange).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole("button", { name: "Set to In Progress" }))
    expect(onChange).toHaveBeenCalledExactlyOnceWith("in_progress", undefined)
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("changes nothing when the admin cancels", async () => {
    const { onChange, select } = setup()
    await userEvent.selectOptions(select, "completed")
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }))
    expect(onChange).not.toHaveBeenCalled()
    expect(select).toHaveValue("pending_approval")
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("warns what a move back does to the launch and sends it only with the reason", async () => {
    const { onChange, select } = setup("completed")
    await userEvent.selectOptions(select, "in_progress")
    const dialog = screen.getByRole("dialog", { name: "Move the order back?" })
    expect(dialog).toHaveTextContent("Reopening undoes the launch")
    const confirm = screen.getByRole("button", { name: "Move it back" })
    expect(confirm).toBeDisabled()
    await userEvent.type(screen.getByLabelText("Reason (the client reads it)"), "  The checkout fails. ")
    await userEvent.click(confirm)
    expect(onChange).toHaveBeenCalledExactlyOnceWith("in_progress", "The checkout fails.")
  })

  it("asks for the reason the client reads when completing an order the client has not approved", async () => {
    vi.mocked(launchApproved).mockResolvedValueOnce(false)
    const { onChange, select } = setup()
    await userEvent.selectOptions(select, "completed")
    const confirm = screen.getByRole("button", { name: "Set to Completed" })
    expect(await screen.findByText(/The client has not approved this launch/)).toBeInTheDocument()
    expect(vi.mocked(launchApproved)).toHaveBeenLastCalledWith("order1")
    await userEvent.type(screen.getByLabelText("Reason (the client reads it)"), " Too short")
    expect(confirm).toBeDisabled() // under 10 characters once trimmed
    await userEvent.type(screen.getByLabelText("Reason (the client reads it)"), " by phone. ")
    await userEvent.click(confirm)
    expect(onChange).toHaveBeenCalledExactlyOnceWith("completed", "Too short by phone.")
  })

  it("completes an approved launch without asking for a reason", async () => {
    vi.mocked(launchApproved).mockResolvedValueOnce(true)
    const { onChange, select } = setup()
    await userEvent.selectOptions(select, "completed")
    const confirm = screen.getByRole("button", { name: "Set to Completed" })
    await expect.poll(() => confirm.hasAttribute("disabled")).toBe(false)
    expect(screen.queryByLabelText("Reason (the client reads it)")).toBeNull()
    await userEvent.click(confirm)
    expect(onChange).toHaveBeenCalledExactlyOnceWith("completed", undefined)
  })

  it("cancels an order only with the reason the client reads, saying what it does and what the route adds", async () => {
    const { onChange, select } = setup("in_progress", <p>The client paid $200.00.</p>)
    await userEvent.selectOptions(select, "cancelled")
    const dialog = screen.getByRole("dialog", { name: "Cancel the order?" })
    expect(dialog).toHaveTextContent("Noir lookbook moves from In Progress to Cancelled.")
    expect(dialog).toHaveTextContent("Its launch stops: the 2-day clock stops")
    expect(dialog).toHaveTextContent("The client paid $200.00.")
    expect(screen.getByRole("button", { name: "Keep the order" })).toBeInTheDocument()
    const confirm = screen.getByRole("button", { name: "Cancel the order" })
    expect(confirm).toBeDisabled()
    await userEvent.type(screen.getByLabelText("Reason (the client reads it)"), " The brand is on hold. ")
    await userEvent.click(confirm)
    expect(onChange).toHaveBeenCalledExactlyOnceWith("cancelled", "The brand is on hold.")
  })

  it("reopens a cancelled order only to Pending Approval, with a reason", async () => {
    const { onChange, select } = setup("cancelled")
    expect(screen.getByRole("option", { name: "In Progress" })).toBeDisabled()
    expect(screen.getByRole("option", { name: "Completed" })).toBeDisabled()
    await userEvent.selectOptions(select, "pending_approval")
    expect(screen.getByRole("dialog", { name: "Reopen the cancelled order?" })).toHaveTextContent(
      "The order goes back to Pending Approval",
    )
    const confirm = screen.getByRole("button", { name: "Reopen it" })
    expect(confirm).toBeDisabled()
    await userEvent.type(screen.getByLabelText("Reason (the client reads it)"), "The label is back on.")
    await userEvent.click(confirm)
    expect(onChange).toHaveBeenCalledExactlyOnceWith("pending_approval", "The label is back on.")
  })
})
