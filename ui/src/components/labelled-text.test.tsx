import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { LabelledText } from "./labelled-text"

function Box({ rows, min, required }: { rows?: number; min?: number; required?: boolean }) {
  const [text, setText] = useState("")
  return (
    <form>
      <LabelledText
        label="Your words"
        rows={rows}
        className="extra"
        limit={{ min, max: 5 }}
        required={required}
        placeholder="Founder"
        value={text}
        onText={setText}
      />
      <output>{text}</output>
    </form>
  )
}

describe("LabelledText", () => {
  it("labels a one-line box with the limits, the caller's class and attributes, and hands back its text", async () => {
    render(<Box min={3} />)
    const box = screen.getByRole("textbox", { name: "Your words" })
    expect(box.tagName).toBe("INPUT")
    expect(box).toHaveClass("input", "extra")
    expect(box).toHaveAttribute("minlength", "3")
    expect(box).toHaveAttribute("maxlength", "5")
    expect(box).toHaveAttribute("placeholder", "Founder")
    expect(box).toBeRequired()
    await userEvent.type(box, "abcdefg")
    expect(screen.getByRole("status")).toHaveTextContent(/^abcde$/)
  })

  it("leaves a text with no minimum optional", () => {
    render(<Box />)
    const box = screen.getByRole("textbox", { name: "Your words" })
    expect(box).not.toBeRequired()
    expect(box).not.toHaveAttribute("minlength")
  })

  it("is required when asked, with no minimum", () => {
    render(<Box required />)
    expect(screen.getByRole("textbox", { name: "Your words" })).toBeRequired()
  })

  it("is a textarea of the given rows, required by its minimum", () => {
    render(<Box rows={3} min={1} />)
    const box = screen.getByRole("textbox", { name: "Your words" })
    expect(box.tagName).toBe("TEXTAREA")
    expect(box).toHaveAttribute("rows", "3")
    expect(box).toHaveAttribute("maxlength", "5")
    expect(box).toBeRequired()
  })
})
