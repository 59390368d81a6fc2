import { ClientResponseError } from "pocketbase"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { pb } from "./pocketbase"
import { verifySession } from "./session-check"
import { announceChange, takeEndReason, takeExpectedChange } from "./session-sync"

// A token that does not expire before 2100, so authStore.isValid holds without a server.
const token = `x.${btoa(JSON.stringify({ exp: 4102444800, type: "auth" }))}.y`

describe("verifySession", () => {
  let refresh: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    pb.authStore.save(token, null)
    refresh = vi.spyOn(pb.collection("users"), "authRefresh")
  })
  afterEach(() => {
    refresh.mockRestore()
    pb.authStore.clear()
  })

  it("signs out when the server says the session was ended (401)", async () => {
    refresh.mockRejectedValue(new ClientResponseError({ status: 401, response: {} }))
    await verifySession()
    expect(pb.authStore.isValid).toBe(false)
  })

  it("keeps the session when the server cannot be reached", async () => {
    refresh.mockRejectedValue(new ClientResponseError({ status: 0, response: {} }))
    await verifySession()
    expect(pb.authStore.isValid).toBe(true)
  })

  it("keeps the session when the server asks to wait (429): too many requests is no verdict", async () => {
    refresh.mockRejectedValue(new ClientResponseError({ status: 429, response: {} }))
    await verifySession()
    expect(pb.authStore.isValid).toBe(true)
  })

  it("sends one request for checks made while one is under way", async () => {
    refresh.mockResolvedValue({ token, record: {} } as never)
    await Promise.all([verifySession(), verifySession(), verifySession()])
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it("lets a check take a recent confirmation of the same session, and asks again for another session", async () => {
    refresh.mockResolvedValue({ token, record: {} } as never)
    await verifySession()
    await verifySession({ maxAgeMs: 10_000 })
    expect(refresh).toHaveBeenCalledTimes(1)
    // Without maxAgeMs every check asks (coming back to the tab, a refused request).
    await verifySession()
    expect(refresh).toHaveBeenCalledTimes(2)
    // Signed in again in the meantime: the confirmation was of the other session.
    pb.authStore.save(`x.${btoa(JSON.stringify({ exp: 4102444800, type: "auth", id: "other" }))}.y`, null)
    await verifySession({ maxAgeMs: 10_000 })
    expect(refresh).toHaveBeenCalledTimes(3)
  })

  it("keeps a session another tab stored while the old one was being refused", async () => {
    const newer = `x.${btoa(JSON.stringify({ exp: 4102444800, type: "auth", id: "newer" }))}.y`
    refresh.mockImplementation(() => {
      pb.authStore.save(newer, null) // another tab signed in again with a new password meanwhile
      return Promise.reject(new ClientResponseError({ status: 401, response: {} }))
    })
    await verifySession()
    expect(pb.authStore.token).toBe(newer)
  })

  it("holds its verdict while a tab changes the session, and says why when it ends one", async () => {
    vi.useFakeTimers()
    try {
      refresh.mockRejectedValue(new ClientResponseError({ status: 401, response: {} }))
      announceChange("password")
      await verifySession()
      expect(pb.authStore.isValid).toBe(true)
      takeExpectedChange()
      await vi.advanceTimersByTimeAsync(10_000) // that tab never stored a new session: ask again
      expect(pb.authStore.isValid).toBe(false)
      expect(takeEndReason()).toBe("ended")
    } finally {
      vi.useRealTimers()
    }
  })
})
