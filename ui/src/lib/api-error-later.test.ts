import { ClientResponseError } from "pocketbase"
import { afterEach, describe, expect, it, vi } from "vitest"

vi.mock("react-hot-toast", () => ({ toast: { error: vi.fn() } }))

afterEach(() => {
  vi.doUnmock("./api-error")
  vi.resetModules()
})

describe("apiErrorMessage", () => {
  it("gives the error funnel's words once it has loaded", async () => {
    const { apiErrorMessage } = await import("./api-error-later")
    const err = new ClientResponseError({ url: "/api/x", status: 500, response: { message: "" } })
    const { handleApiError } = await import("./api-error")
    const expected = handleApiError(err, { fallback: "The link could not be sent.", toast: false })
    await expect(
      apiErrorMessage(err, { fallback: "The link could not be sent.", toast: false }),
    ).resolves.toBe(expected)
  })

  it("falls back to the form's own words when the funnel's code cannot load", async () => {
    vi.doMock("./api-error", () => {
      throw new Error("Failed to fetch dynamically imported module")
    })
    const { apiErrorMessage } = await import("./api-error-later")
    const err = new ClientResponseError({ url: "/api/x", status: 500, response: {} })
    await expect(
      apiErrorMessage(err, { fallback: "The code could not be sent.", toast: false }),
    ).resolves.toBe("The code could not be sent.")
  })
})
