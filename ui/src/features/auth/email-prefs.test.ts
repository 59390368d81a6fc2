import { describe, expect, it } from "vitest"
import { emailKindsFor, wantsEmail } from "./email-prefs"

describe("the e-mail preferences offered", () => {
  it("offers an admin every kind of e-mail an admin can be sent and stop: new orders, messages, preview answers", () => {
    expect(emailKindsFor("admin").map((k) => k.kind)).toEqual(["new_orders", "messages", "status"])
    expect(emailKindsFor("admin").find((k) => k.kind === "status")?.label).toBe("Preview answers")
  })

  it("offers a client status changes, messages and notifications, never new orders", () => {
    expect(emailKindsFor("client").map((k) => k.kind)).toEqual(["status", "messages", "notifications"])
  })

  it("reads a missing kind as on", () => {
    expect(wantsEmail({}, "status")).toBe(true)
    expect(wantsEmail({ status: false }, "status")).toBe(false)
  })
})
