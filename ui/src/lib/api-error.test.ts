import { ClientResponseError } from "pocketbase"
import { describe, expect, it, vi } from "vitest"
import { handleApiError } from "./api-error"
import { verifySession } from "./session-check"

vi.mock("react-hot-toast", () => ({ toast: { error: vi.fn() } }))
vi.mock("./session-check", () => ({ verifySession: vi.fn(() => Promise.resolve()) }))

const responseError = (status: number, response: Record<string, unknown>) =>
  new ClientResponseError({ url: "/api/x", status, response })

describe("handleApiError", () => {
  it("has the server asked about the session on a refusal, and signs nobody out by itself", () => {
    for (const status of [401, 403, 404]) {
      vi.mocked(verifySession).mockClear()
      handleApiError(responseError(status, { message: "No." }), { toast: false })
      expect(verifySession, `status ${status}`).toHaveBeenCalledTimes(1)
    }
    vi.mocked(verifySession).mockClear()
    handleApiError(responseError(400, { message: "Bad." }), { toast: false })
    expect(verifySession).not.toHaveBeenCalled()
  })

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
    expect(onFieldErrors).toHaveBeenCalledWith({
      email: "Please enter an e-mail address such as you@yourbrand.com.",
    })
  })

  it("uses the specification's fallback instead of PocketBase's generic message", () => {
    const err = responseError(400, { message: "Failed to create record.", data: {} })
    expect(handleApiError(err, { fallback: "Failed to submit order. Please try again.", toast: false })).toBe(
      "Failed to submit order. Please try again.",
    )
  })

  it("tells a form whose fields were refused to fix them, not to try again, in the product's words", () => {
    const onFieldErrors = vi.fn()
    const err = responseError(400, {
      message: "Failed to create record.",
      data: {
        title: {
          code: "validation_max_text_constraint",
          message: "Must be no more than 200 character(s).",
          params: { max: 200 },
        },
      },
    })
    const message = handleApiError(err, {
      fallback: "Failed to submit order. Please try again.",
      onFieldErrors,
      toast: false,
    })
    expect(message).toBe("Some answers need a change: see the fields marked in red.")
    expect(onFieldErrors).toHaveBeenCalledWith({ title: "Keep this to 200 characters or fewer." })
  })

  it("says what to do for a body too large and for too many requests", () => {
    const big = responseError(413, {
      message: "The request body is too large: this endpoint accepts at most 86 KB.",
    })
    expect(handleApiError(big, { toast: false })).toBe(
      "That is more than can be sent at once: shorten the text or send smaller files, then try again.",
    )
    const busy = responseError(429, { message: "Too Many Requests.", data: {} })
    expect(handleApiError(busy, { toast: false })).toBe(
      "Too many tries in a short time. Please wait a minute, then try again.",
    )
    const mails = new ClientResponseError({
      url: "/api/collections/users/request-password-reset",
      status: 429,
      response: { message: "Too Many Requests." },
    })
    expect(handleApiError(mails, { toast: false })).toBe(
      "Too many e-mails were asked for from here. Please wait 10 minutes, then try again.",
    )
    const ours = responseError(429, {
      message: "You have sent 20 messages in the last minute. Please wait a moment before sending another.",
    })
    expect(handleApiError(ours, { toast: false })).toMatch(/^You have sent 20 messages/)
  })

  it("says the server could not be reached, and a server failure, in words", () => {
    expect(handleApiError(responseError(0, {}), { toast: false })).toBe(
      "We could not reach launchdesk. Check your internet connection, then try again.",
    )
    expect(
      handleApiError(responseError(500, { message: "Something went wrong while processing your request." }), {
        toast: false,
      }),
    ).toBe("Something went wrong on our side. Please try again in a minute.")
    // the specification's fallback for the action wins over the general sentence
    expect(
      handleApiError(responseError(500, {}), { fallback: "Failed to send notification", toast: false }),
    ).toBe("Failed to send notification")
  })

  it("falls back to 'Something went wrong.' for a bare network failure", () => {
    expect(handleApiError(new Error("boom"), { toast: false })).toBe("Something went wrong.")
  })
})
