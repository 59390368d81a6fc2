import { describe, expect, it } from "vitest"
import { sentence } from "./sentence"

describe("sentence", () => {
  it("adds a full stop after a name without one, and none after a name ending with one", () => {
    expect(sentence("Welcome back, Sam Rivera")).toBe("Welcome back, Sam Rivera.")
    expect(sentence("Welcome back, Drift Supply Co.")).toBe("Welcome back, Drift Supply Co.")
    expect(sentence("Really?")).toBe("Really?")
  })
})
