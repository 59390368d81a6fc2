import { ClientResponseError } from "pocketbase"
import { describe, expect, it, vi } from "vitest"
import { handleApiError } from "./api-error"

vi.mock("react-hot-toast", () => ({ toast: { error: vi.fn() } }))

const responseError = (status: number, response: Record<string, unknown>) =>
  new ClientResponseError({ url: "/api/x", status, response })

describe("handleApiError", () => {
  it("ignores an aborted request", () => {
    const aborted = new ClientResponseError({ isAbort: true })
    expect(handleApiError(aborted, { fallback: "x" })).toBeNull()
  })

  it("passes field errors to the form and returns the server's message", () => {
    const onFieldErrors = vi.fn()
    const err = responseError(400, {
      message: "Invalid e-mail.",
      data: { email: { code: "validation_invalid_email", message: "Must be a valid email address." } },
    })
    expect(handleApiError(err, { onFieldErrors, toast: false })).toBe("Invalid e-mail.")
    expect(onFieldErrors).toHaveBeenCalledWith({ email: "Must be a valid email address." })
  })

  it("uses the specification's fallback instead of PocketBase's generic message", () => {
    const err = responseError(400, { message: "Failed to create record.", data: {} })
    expect(handleApiError(err, { fallback: "Failed to submit order. Please try again.", toast: false })).toBe(
      "Failed to submit order. Please try again.",
    )
  })

  it("falls back to 'Something went wrong.' for a bare network failure", () => {
    expect(handleApiError(new Error("boom"), { toast: false })).toBe("Something went wrong.")
  })
})
