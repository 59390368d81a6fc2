import { fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, describe, expect, it, vi } from "vitest"
import { MessageComposer } from "./message-composer"

const touchScreen = (coarse: boolean) =>
  vi.stubGlobal(
    "matchMedia",
    (query: string) => ({ matches: coarse && query.includes("coarse"), media: query }) as MediaQueryList,
  )

afterEach(() => vi.unstubAllGlobals())

describe("MessageComposer", () => {
  it("with a keyboard: Enter sends, Shift+Enter starts a new line", async () => {
    touchScreen(false)
    const onSend = vi.fn()
    render(<MessageComposer canWriteInternal={false} onSend={onSend} />)
    const box = screen.getByRole("textbox", { name: "Message" })
    await userEvent.type(box, "first{Shift>}{Enter}{/Shift}second{Enter}")
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ body: "first\nsecond" }))
    expect(screen.getByText("Enter to send, Shift+Enter for a new line")).toBeInTheDocument()
  })

  it("on a touch screen: Return starts a new line and only the Send button sends", async () => {
    touchScreen(true)
    const onSend = vi.fn()
    render(<MessageComposer canWriteInternal={false} onSend={onSend} />)
    const box = screen.getByRole("textbox", { name: "Message" })
    await userEvent.type(box, "first{Enter}second")
    expect(onSend).not.toHaveBeenCalled()
    expect(box).toHaveValue("first\nsecond")
    expect(screen.queryByText(/Shift\+Enter/)).toBeNull()
    await userEvent.click(screen.getByRole("button", { name: "Send" }))
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ body: "first\nsecond" }))
  })

  it("keeps a long paste whole, counts down before the limit and says how much to cut after it", async () => {
    touchScreen(false)
    const onSend = vi.fn()
    render(<MessageComposer canWriteInternal={false} onSend={onSend} />)
    const box = screen.getByRole("textbox", { name: "Message" })
    fireEvent.change(box, { target: { value: "a".repeat(2999) } })
    expect(screen.queryByText(/characters left/)).toBeNull()
    fireEvent.change(box, { target: { value: "a".repeat(3500) } })
    expect(screen.getByText("500 characters left")).toBeInTheDocument()
    fireEvent.change(box, { target: { value: "a".repeat(4100) } })
    expect(box).toHaveValue("a".repeat(4100))
    expect(screen.getByText("100 characters over the limit of 4,000")).toBeInTheDocument()
    expect(box).toHaveAttribute("aria-invalid", "true")
    await userEvent.click(screen.getByRole("button", { name: "Send" }))
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.getByRole("alert")).toHaveTextContent(
      "A message can be at most 4,000 characters: shorten it by 100, or send it in two messages.",
    )
    fireEvent.change(box, { target: { value: "a".repeat(4000) } })
    expect(screen.queryByRole("alert")).toBeNull()
    await userEvent.click(screen.getByRole("button", { name: "Send" }))
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ body: "a".repeat(4000) }))
  })
})
