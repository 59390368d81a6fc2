import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { pb } from "@/lib/pocketbase"
import { readNotice } from "./session-notice"
import { useSession } from "./session-store"

// An unsigned token whose exp is an hour ahead: the SDK only reads exp to decide validity.
const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, "")
const token = `${b64({ alg: "HS256" })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`
const record = { id: "u1", collectionId: "_pb_users_auth_", name: "Ava", role: "client" }

let info: MockInstance<typeof console.info>
beforeEach(() => {
  info = vi.spyOn(console, "info").mockImplementation(() => {})
})
afterEach(() => {
  pb.authStore.clear()
  info.mockRestore()
})

describe("useSession", () => {
  it("follows the stored session: save sets the user, clear removes it, each logged once", () => {
    pb.authStore.save(token, record as never)
    expect(useSession.getState().user?.id).toBe("u1")
    useSession.getState().signOut()
    expect(useSession.getState().user).toBeNull()
    expect(localStorage.getItem("pocketbase_auth")).toBeNull()
    expect(info.mock.calls.map((c) => c[0])).toEqual([
      "[auth] session token updated",
      "[auth] session cleared",
    ])
  })

  it("follows a sign-in and a sign-out made in another tab (storage events on pocketbase_auth)", () => {
    const other = JSON.stringify({ token, record })
    localStorage.setItem("pocketbase_auth", other)
    window.dispatchEvent(new StorageEvent("storage", { key: "pocketbase_auth", newValue: other }))
    expect(useSession.getState().user?.name).toBe("Ava")
    localStorage.removeItem("pocketbase_auth")
    window.dispatchEvent(new StorageEvent("storage", { key: "pocketbase_auth", newValue: null }))
    expect(useSession.getState().user).toBeNull()
  })

  it("a sign-out in another tab closes the realtime connection first and leaves the reason", () => {
    pb.authStore.save(token, record as never)
    const order: string[] = []
    const close = vi.spyOn(pb.realtime, "unsubscribe").mockImplementation(async () => {
      order.push(`realtime closed, user ${useSession.getState().user?.id ?? "none"}`)
    })
    localStorage.removeItem("pocketbase_auth")
    window.dispatchEvent(new StorageEvent("storage", { key: "pocketbase_auth", newValue: null }))
    order.push(`user ${useSession.getState().user?.id ?? "none"}`)
    expect(order).toEqual(["realtime closed, user u1", "user none"])
    expect(readNotice()).toBe("You were signed out in another tab.")
    close.mockRestore()
  })

  it("a sign-out here leaves no notice for this tab", () => {
    sessionStorage.clear()
    pb.authStore.save(token, record as never)
    useSession.getState().signOut()
    expect(readNotice()).toBeNull()
  })
})
