import { expect } from "vitest"
import { bodyOf, type PermCase } from "./perm-case"
import { idsWhere, marker, records, type World } from "./perm-world"

const A = (w: World) => w.users.clientA.id
const B = (w: World) => w.users.clientB.id
const list = { perPage: "200" }

function signUp(extra: Record<string, unknown> = {}) {
  const email = `${marker("signup").replace(/\W+/g, ".")}@example.com`
  return { email, password: "secret-pass", passwordConfirm: "secret-pass", name: "New Client", ...extra }
}

const noUserWithEmail: PermCase["absent"] = (_w, req) => ({
  collection: "users",
  filter: "email = {:email}",
  params: { email: bodyOf(req, "email") },
})

/** Rows for the users collection: sign-up, reading and editing accounts. */
export const userCases: PermCase[] = [
  {
    actor: "anonymous",
    collection: "users",
    action: "list",
    does: "lists users",
    request: () => ({ method: "GET", path: records("users", undefined, list) }),
    status: 200,
    sees: async () => [],
  },
  {
    actor: "anonymous",
    collection: "users",
    action: "view",
    does: "views client A",
    request: (w) => ({ method: "GET", path: records("users", A(w)) }),
    status: 404,
  },
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
  {
    actor: "clientA",
    collection: "users",
    action: "list",
    does: "lists users and sees only itself",
    request: () => ({ method: "GET", path: records("users", undefined, list) }),
    status: 200,
    sees: async (w) => [A(w)],
  },
  {
    actor: "clientA",
    collection: "users",
    action: "list",
    does: "filters users by client B's e-mail",
    request: (w) => ({
      method: "GET",
      path: records("users", undefined, { filter: `email = "${w.users.clientB.email}"` }),
    }),
    status: 200,
    sees: async () => [],
  },
  {
    actor: "clientA",
    collection: "users",
    action: "list",
    does: "filters users by role = admin",
    request: () => ({ method: "GET", path: records("users", undefined, { filter: 'role = "admin"' }) }),
    status: 200,
    sees: async () => [],
  },
  {
    actor: "clientA",
    collection: "users",
    action: "view",
    does: "views itself, e-mail included",
    request: (w) => ({ method: "GET", path: records("users", A(w)) }),
    status: 200,
    then: (res, w) => expect(res.body.email).toBe(w.users.clientA.email),
  },
  {
    actor: "clientA",
    collection: "users",
    action: "view",
    does: "views client B",
    request: (w) => ({ method: "GET", path: records("users", B(w)) }),
    status: 404,
  },
  {
    actor: "clientA",
    collection: "users",
    action: "update",
    does: "renames itself",
    request: (w) => ({ method: "PATCH", path: records("users", A(w)), body: { name: "Client A Renamed" } }),
    status: 200,
    then: async (_res, w) =>
      expect((await w.su.collection("users").getOne(A(w))).name).toBe("Client A Renamed"),
  },
  {
    actor: "clientA",
    collection: "users",
    action: "update",
    does: "sets its own role to admin",
    request: (w) => ({ method: "PATCH", path: records("users", A(w)), body: { role: "admin" } }),
    status: 404,
    unchanged: (w) => [["users", A(w)]],
  },
  {
    actor: "clientA",
    collection: "users",
    action: "update",
    does: "renames client B",
    request: (w) => ({ method: "PATCH", path: records("users", B(w)), body: { name: "Hijacked" } }),
    status: 404,
    unchanged: (w) => [["users", B(w)]],
  },
  {
    actor: "clientA",
    collection: "users",
    action: "update",
    does: "takes client B's e-mail with a plain update",
    request: (w) => ({
      method: "PATCH",
      path: records("users", A(w)),
      body: { email: w.users.clientB.email },
    }),
    status: 400,
    unchanged: (w) => [
      ["users", A(w)],
      ["users", B(w)],
    ],
  },
  {
    actor: "clientA",
    collection: "users",
    action: "update",
    does: "changes its e-mail to a fresh one with a plain update",
    request: (w) => ({
      method: "PATCH",
      path: records("users", A(w)),
      body: { email: `${marker("fresh").replace(/\W+/g, ".")}@example.com` },
    }),
    status: 400,
    unchanged: (w) => [["users", A(w)]],
  },
  {
    actor: "clientA",
    collection: "users",
    action: "update",
    does: "marks itself verified",
    request: (w) => ({ method: "PATCH", path: records("users", A(w)), body: { verified: true } }),
    status: 400,
    unchanged: (w) => [["users", A(w)]],
  },
  {
    actor: "clientA",
    collection: "users",
    action: "delete",
    does: "deletes itself",
    request: (w) => ({ method: "DELETE", path: records("users", A(w)) }),
    status: 403,
    unchanged: (w) => [["users", A(w)]],
  },
  {
    actor: "admin",
    collection: "users",
    action: "list",
    does: "lists every user with clients' e-mails",
    request: () => ({ method: "GET", path: records("users", undefined, list) }),
    status: 200,
    sees: (w) => idsWhere(w, "users", ""),
    then: (res, w) => {
      const byId = new Map<string, { email: string }>(res.body.items.map((u: { id: string }) => [u.id, u]))
      expect(byId.get(A(w))?.email).toBe(w.users.clientA.email)
      expect(byId.get(B(w))?.email).toBe(w.users.clientB.email)
    },
  },
  {
    actor: "admin",
    collection: "users",
    action: "view",
    does: "views client B with the e-mail",
    request: (w) => ({ method: "GET", path: records("users", B(w)) }),
    status: 200,
    then: (res, w) => expect(res.body.email).toBe(w.users.clientB.email),
  },
  {
    actor: "admin",
    collection: "users",
    action: "update",
    does: "renames client B",
    request: (w) => ({ method: "PATCH", path: records("users", B(w)), body: { name: "Renamed by admin" } }),
    status: 404,
    unchanged: (w) => [["users", B(w)]],
  },
  {
    actor: "admin",
    collection: "users",
    action: "update",
    does: "makes client B an admin",
    request: (w) => ({ method: "PATCH", path: records("users", B(w)), body: { role: "admin" } }),
    status: 404,
    unchanged: (w) => [["users", B(w)]],
  },
  {
    actor: "admin",
    collection: "users",
    action: "delete",
    does: "deletes client B",
    request: (w) => ({ method: "DELETE", path: records("users", B(w)) }),
    status: 403,
    unchanged: (w) => [["users", B(w)]],
  },
]
