import { describe, expect, it } from "vitest"
import { intakeFilesProblem, intakeMessageBody } from "./intake-text"

const file = (name: string, mb: number) => ({ name, size: mb * 1024 * 1024 }) as File

describe("an intake answer sent with files", () => {
  it("keeps the words typed beside the files in the message", () => {
    expect(intakeMessageBody("Logo", [file("logo.png", 1)], "  Our logo is attached. Black on cream. ")).toBe(
      "Logo: logo.png\n\nOur logo is attached. Black on cream.",
    )
    expect(intakeMessageBody("Logo", [file("a.png", 1), file("b.png", 1)], "")).toBe("Logo: a.png, b.png")
  })

  it("says before sending which file is too large or how many are too many", () => {
    expect(intakeFilesProblem([file("logo.png", 19)], false)).toBe("")
    expect(intakeFilesProblem([file("film.mov", 21)], false)).toBe(
      '"film.mov" is larger than 20 MB; each file can be at most 20 MB.',
    )
    expect(intakeFilesProblem([file("products.csv", 6)], true)).toBe(
      '"products.csv" is larger than 5 MB: split the product list into smaller files.',
    )
    expect(
      intakeFilesProblem(
        Array.from({ length: 6 }, (_, i) => file(`${i}.png`, 1)),
        false,
      ),
    ).toMatch(/^Choose at most 5 files/)
  })
})
