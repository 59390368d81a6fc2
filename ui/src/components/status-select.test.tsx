import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { StatusSelect } from "./status-select"

const choices = [
  { value: "unread", label: "Unread" },
  { value: "read", label: "Read", disabled: true },
]

describe("StatusSelect", () => {
  it("labels the select, offers every status after the 'all' choice and answers the chosen value", async () => {
    const onChange = vi.fn()
    render(<StatusSelect id="s" label="Status" all="All" choices={choices} value="" onChange={onChange} />)
    const select = screen.getByRole("combobox", { name: "Status" })
    expect([...select.querySelectorAll("option")].map((o) => [o.value, o.textContent, o.disabled])).toEqual([
      ["", "All", false],
      ["unread", "Unread", false],
      ["read", "Read", true],
    ])
    await userEvent.selectOptions(select, "unread")
    expect(onChange).toHaveBeenCalledWith("unread")
  })

  it("stands alone without a label, named by its aria-label, with no 'all' choice", () => {
    render(<StatusSelect aria-label="Status of Noir" choices={choices} value="unread" onChange={() => {}} />)
    const select = screen.getByRole("combobox", { name: "Status of Noir" })
    expect(select.closest(".field")).toBeNull()
    expect(select.querySelectorAll("option")).toHaveLength(2)
  })
})
