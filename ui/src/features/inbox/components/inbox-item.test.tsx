import { cleanup, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { MemoryRouter } from "react-router-dom"
import { describe, expect, it, vi } from "vitest"
import type { QueueItem, QueueKind } from "../types"
import { InboxItem } from "./inbox-item"

const item = (kind: QueueKind, fields: Partial<QueueItem> = {}): QueueItem => ({
  id: "w1",
  kind,
  count: 1,
  at: "2026-11-28 07:00:00.000Z",
  orderId: "o1",
  title: "Autumn drop",
  company: "Noir Atelier",
  status: "in_progress",
  onShopify: true,
  collaboratorCode: "",
  bookCall: false,
  clientName: "Ava",
  brandName: "Noir Atelier",
  reviewState: "",
  waits_on: "",
  next: "",
  owes: [],
  ...fields,
})

function show(it: QueueItem, onDone = vi.fn()) {
  render(
    <MemoryRouter>
      <InboxItem item={it} orderHref={(id) => `/admin/orders/${id}`} onDone={onDone} />
    </MemoryRouter>,
  )
  return onDone
}

describe("InboxItem", () => {
  it("marks the item done from its Done button, named after the item", async () => {
    const onDone = show(item("messages", { count: 3 }))
    await userEvent.click(screen.getByRole("button", { name: "Done: 3 new messages, Autumn drop" }))
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: "w1", at: "2026-11-28 07:00:00.000Z" }))
  })

  it("names the person who placed the order and their brand when it is not the company's name", () => {
    show(item("new_order", { brandName: "Noir Studio" }))
    expect(screen.getByText(/Noir Atelier · Ava \(Noir Studio\)/)).toBeTruthy()
    cleanup()
    show(item("new_order"))
    expect(screen.getByText(/Noir Atelier · Ava$/)).toBeTruthy()
  })

  it("says what answers each kind", () => {
    const answers: [QueueKind, string][] = [
      ["new_order", "Approving it, or moving it to another status, clears this."],
      ["messages", "Your reply in the conversation clears this."],
      ["intake_complete", "Moving the launch on to Store access clears this."],
      ["access_granted", "Moving the launch on to Building clears this."],
      ["code_received", "Sending your collaborator request clears this."],
      ["preview_answered", "Asking for a new review, ticking a change or launching clears this."],
    ]
    for (const [kind, words] of answers) {
      const { unmount } = render(
        <MemoryRouter>
          <InboxItem item={item(kind)} orderHref={(id) => `/admin/orders/${id}`} onDone={vi.fn()} />
        </MemoryRouter>,
      )
      expect(screen.getByText(words, { exact: false })).toBeInTheDocument()
      unmount()
    }
  })

  it("says which answer the client gave to the preview", () => {
    show(item("preview_answered", { reviewState: "changes" }))
    expect(screen.getByText("Changes requested")).toBeInTheDocument()
    expect(
      screen.getByText(/Ticking a change, or asking for a new review, clears this\./),
    ).toBeInTheDocument()
    cleanup()
    show(item("preview_answered", { reviewState: "approved" }))
    expect(screen.getByRole("button", { name: "Done: Preview approved, Autumn drop" })).toBeInTheDocument()
    expect(screen.getByText(/approved the preview for launch\. Launching clears this\./)).toBeInTheDocument()
  })

  it("shows the collaborator code the client gave", () => {
    show(item("code_received", { collaboratorCode: "4821" }))
    expect(screen.getByRole("button", { name: "Done: Collaborator code, Autumn drop" })).toBeInTheDocument()
    expect(screen.getByText(/gave its Shopify collaborator code 4821\./)).toBeInTheDocument()
  })

  it("says whose turn the order is in the order page's words, from the launch's stored stance", () => {
    // the same words the order page shows for this stance (ui/src/lib/turns.ts over pb_hooks/lib/turns.json)
    show(item("code_received", { waits_on: "studio", next: "request", owes: [] }))
    expect(
      screen.getByText("Waiting on the studio: Send the collaborator request in Shopify."),
    ).toBeInTheDocument()
    cleanup()
    show(item("intake_complete", { waits_on: "client", next: "pay", owes: ["pay"] }))
    expect(screen.getByText("Waiting on the client: The client pays for the order.")).toBeInTheDocument()
    cleanup()
    show(item("new_order"))
    expect(screen.queryByText(/^Waiting on/)).not.toBeInTheDocument()
  })
})
