import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { SESSION_KEY } from "../stored-session"
import { forgetSeen, rememberFirstLoad, SEEN_MAX_AGE_MS, seenFirstLoad } from "./seen"

const token = (id: string) => `x.${btoa(JSON.stringify({ id, exp: Date.now() / 1000 + 3600 }))}.y`
const signIn = (id: string) =>
  localStorage.setItem(SESSION_KEY, JSON.stringify({ token: token(id), record: { id, role: "client" } }))

describe("what a dashboard showed last time", () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.useRealTimers())

  it("is given back to the same user only", () => {
    signIn("u1")
    rememberFirstLoad("portal-dashboard:u1", { orders: [1, 2] })
    expect(seenFirstLoad("portal-dashboard:u1")).toEqual({ orders: [1, 2] })
    signIn("u2")
    expect(seenFirstLoad("portal-dashboard:u1")).toBeUndefined()
  })

  it("keeps nothing without a signed-in user", () => {
    rememberFirstLoad("admin-stats", { n: 1 })
    expect(localStorage.length).toBe(0)
    expect(seenFirstLoad("admin-stats")).toBeUndefined()
  })

  it("is not shown once older than a week", () => {
    vi.useFakeTimers({ now: new Date("2026-11-01T00:00:00Z") })
    signIn("u1")
    rememberFirstLoad("admin-stats", { n: 1 })
    vi.setSystemTime(Date.now() + SEEN_MAX_AGE_MS + 1)
    expect(seenFirstLoad("admin-stats")).toBeUndefined()
  })

  it("is all forgotten on sign-out, and nothing else is", () => {
    signIn("u1")
    rememberFirstLoad("admin-stats", { n: 1 })
    localStorage.setItem("launchdesk:draft:u1:order", "{}")
    forgetSeen()
    expect(seenFirstLoad("admin-stats")).toBeUndefined()
    expect(localStorage.getItem("launchdesk:draft:u1:order")).toBe("{}")
  })
})
