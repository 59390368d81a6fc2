import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { pb } from "@/lib/pocketbase"
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
})
