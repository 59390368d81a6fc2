import { fireEvent, render, screen } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { OneOffHours } from "./one-off-hours"

const christmas = { date: "2031-12-24", from: "09:00", to: "12:00" }

describe("OneOffHours", () => {
  it("adds a date with the usual hours, edits one date's hours and removes a date", () => {
    const onChange = vi.fn()
    const { rerender } = render(<OneOffHours changes={[]} zone="Europe/Berlin" onChange={onChange} />)
    expect(screen.getByRole("group", { name: "One-off hours (Europe/Berlin)" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Add a date with other hours" }))
    expect(onChange).toHaveBeenLastCalledWith([{ date: "", from: "09:00", to: "17:00" }])

    const boxing = { date: "2031-12-26", from: "10:00", to: "14:00" }
    rerender(<OneOffHours changes={[christmas, boxing]} zone="Europe/Berlin" onChange={onChange} />)
    fireEvent.change(screen.getByLabelText("One-off date 2 to"), { target: { value: "15:30" } })
    expect(onChange).toHaveBeenLastCalledWith([christmas, { ...boxing, to: "15:30" }])
    fireEvent.click(screen.getAllByRole("button", { name: "Remove" })[0]!)
    expect(onChange).toHaveBeenLastCalledWith([boxing])
  })
})
