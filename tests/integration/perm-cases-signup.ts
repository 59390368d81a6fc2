import { expect } from "vitest"
import { bodyOf, type PermCase } from "./perm-case"
import { marker, records } from "./perm-world"

function signUp(extra: Record<string, unknown> = {}) {
  const email = `${marker("signup").replace(/\W+/g, ".")}@example.com`
  return { email, password: "secret-pass", passwordConfirm: "secret-pass", name: "New Client", ...extra }
}

const noUserWithEmail: PermCase["absent"] = (_w, req) => ({
  collection: "users",
  filter: "email = {:email}",
  params: { email: bodyOf(req, "email") },
})

/** Rows for signing up: always as a client, never verified, with a password of at least 6 characters. */
export const signUpCases: PermCase[] = [
  {
    actor: "anonymous",
    collection: "users",
    action: "create",
    does: "signs up without a role and becomes a client",
    request: () => ({ method: "POST", path: records("users"), body: signUp() }),
    status: 200,
    then: async (res, w) => {
      expect(res.body.role).toBe("client")
      expect((await w.su.collection("users").getOne(res.body.id)).role).toBe("client")
    },
  },
  {
    actor: "anonymous",
    collection: "users",
    action: "create",
    does: "signs up as admin",
    request: () => ({ method: "POST", path: records("users"), body: signUp({ role: "admin" }) }),
    status: 400,
    absent: noUserWithEmail,
  },
  {
    actor: "anonymous",
    collection: "users",
    action: "create",
    does: "signs up with role client, as the registration form sends it",
    request: () => ({ method: "POST", path: records("users"), body: signUp({ role: "client" }) }),
    status: 200,
    then: async (res, w) => expect((await w.su.collection("users").getOne(res.body.id)).role).toBe("client"),
  },
  {
    actor: "anonymous",
    collection: "users",
    action: "create",
    does: "signs up already verified",
    request: () => ({ method: "POST", path: records("users"), body: signUp({ verified: true }) }),
    status: 400,
    absent: noUserWithEmail,
  },
  {
    actor: "anonymous",
    collection: "users",
    action: "create",
    does: "signs up with a 5-character password",
    request: () => ({
      method: "POST",
      path: records("users"),
      body: signUp({ password: "12345", passwordConfirm: "12345" }),
    }),
    status: 400,
    absent: noUserWithEmail,
    then: (res) => expect(res.body.data.password.message).toMatch(/at least 6 character/),
  },
  {
    actor: "anonymous",
    collection: "users",
    action: "create",
    does: "signs up with a 6-character password",
    request: () => ({
      method: "POST",
      path: records("users"),
      body: signUp({ password: "123456", passwordConfirm: "123456" }),
    }),
    status: 200,
  },
]
