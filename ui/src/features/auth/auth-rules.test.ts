import { describe, expect, it } from "vitest"
import {
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  afterSignInPath,
  authFormError,
  type AuthValues,
} from "./auth-rules"

const values = (password: string, confirm: string): AuthValues => ({
  name: "Ava",
  email: "ava@example.com",
  password,
  confirm,
})

describe("authFormError", () => {
  it.each([
    ["signUp", "secret1", "secret2", PASSWORDS_DO_NOT_MATCH],
    ["signUp", "abc", "abd", PASSWORDS_DO_NOT_MATCH],
    ["signUp", "abc", "abc", PASSWORD_TOO_SHORT],
    ["signUp", "12345", "12345", PASSWORD_TOO_SHORT],
    ["signUp", "123456", "123456", null],
    ["signIn", "x", "", null],
  ] as const)("%s with %j / %j gives %j", (mode, password, confirm, expected) => {
    expect(authFormError(mode, values(password, confirm))).toBe(expected)
  })

  it("uses the specification's exact messages", () => {
    expect(PASSWORDS_DO_NOT_MATCH).toBe("Passwords do not match")
    expect(PASSWORD_TOO_SHORT).toBe("Password must be at least 6 characters long")
  })
})

describe("afterSignInPath", () => {
  it.each([
    ["/portal", "/portal/orders?page=2", "/portal/orders?page=2"],
    ["/portal", "/portal", "/portal"],
    ["/portal", "/admin/orders", "/portal"],
    ["/portal", "/portalx", "/portal"],
    ["/admin", undefined, "/admin"],
    ["/admin", 42, "/admin"],
    // the `next` of a link to /auth: the new-order form after sign-up
    ["/portal", "/portal/new-order", "/portal/new-order"],
    // hostile `next` values never leave the app, nor the user's area
    ["/portal", "https://evil.example/portal", "/portal"],
    ["/portal", "//evil.example/portal", "/portal"],
    ["/portal", "/\\evil.example/portal", "/portal"],
    ["/portal", "/\t/evil.example/portal", "/portal"],
    ["/portal", "javascript:alert(1)//portal", "/portal"],
    ["/portal", "/portal/../admin", "/portal"],
    ["/portal", "/portal/%2e%2e/admin", "/portal"],
    ["/portal", " /portal/new-order", "/portal"],
  ])("home %s, from %j → %s", (home, from, expected) => {
    expect(afterSignInPath(home, from)).toBe(expected)
  })
})
