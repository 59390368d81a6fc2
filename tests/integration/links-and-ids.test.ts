import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { uniqueEmail } from "../support/accounts"
import { type Actor, type ApiResponse, call, createWorld, orderBody, records, type World } from "./perm-world"

/** Links that must never be stored: other schemes, and the case and whitespace tricks around them. */
const hostileLinks = [
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "\u0001javascript:alert(1)",
  "javascript://example.com/%0aalert(1)",
  "data:text/html,<script>alert(1)</script>",
  "DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "VBScript:MsgBox(1)",
  "ftp://example.com/store",
  "https://exa mple.com",
]
const fields = ["current_website", "reference_website"] as const

let world: World
beforeAll(async () => {
  world = await createWorld()
})
afterAll(async () => {
  await world?.dispose()
})

/** superuserCall sends req with the superuser's token, as the dashboard does. */
async function superuserCall(method: "POST" | "PATCH", path: string, body: unknown): Promise<ApiResponse> {
  const res = await fetch(world.server.url + path, {
    method,
    headers: { "content-type": "application/json", Authorization: world.su.authStore.token },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

/** expectLinkRefused checks a 400 that names the field and says what a website must be. */
function expectLinkRefused(res: ApiResponse, field: string) {
  expect(res.status).toBe(400)
  expect(res.body.message).toBe("A website must be an http:// or https:// address.")
  expect(res.body.data[field]).toEqual({
    code: "validation_url_scheme",
    message: "Enter a web address that starts with http:// or https://.",
  })
}

describe("order websites accept only http:// and https://", () => {
  const cases = hostileLinks.flatMap((link) => fields.map((field) => ({ link, field })))

  it.each(cases)("REST create by a client refuses $field = $link", async ({ link, field }) => {
    const res = await call(world, "clientA", {
      method: "POST",
      path: records("orders"),
      body: orderBody(world.users.clientA.id, { [field]: link }),
    })
    expectLinkRefused(res, field)
  })

  it.each(cases)("REST update by an admin refuses $field = $link", async ({ link, field }) => {
    const res = await call(world, "admin", {
      method: "PATCH",
      path: records("orders", world.orders.a1),
      body: { [field]: link },
    })
    expectLinkRefused(res, field)
  })

  it.each(cases)("the dashboard's API as superuser refuses $field = $link", async ({ link, field }) => {
    expectLinkRefused(
      await superuserCall("PATCH", records("orders", world.orders.b1), { [field]: link }),
      field,
    )
    const created = await superuserCall(
      "POST",
      records("orders"),
      orderBody(world.users.clientB.id, { [field]: link }),
    )
    expectLinkRefused(created, field)
  })

  it.each(hostileLinks)("a batch refuses %s and stores nothing", async (link) => {
    const body = orderBody(world.users.clientA.id, { reference_website: link })
    const res = await call(world, "clientA", {
      method: "POST",
      path: "/api/batch",
      body: {
        requests: [
          { method: "POST", url: records("orders"), body: orderBody(world.users.clientA.id) },
          { method: "POST", url: records("orders"), body },
        ],
      },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain("validation_url_scheme")
    const stored = await world.su.collection("orders").getList(1, 1, {
      filter: world.su.filter("title = {:t}", { t: body.title }),
    })
    expect(stored.totalItems).toBe(0)
  })

  it("keeps ordinary links and empty fields", async () => {
    const res = await call(world, "clientA", {
      method: "POST",
      path: records("orders"),
      body: orderBody(world.users.clientA.id, {
        current_website: "https://old-store.example.com/shop?x=1",
        reference_website: "https://Example.com/Look",
      }),
    })
    expect(res.status).toBe(200)
    expect(res.body.reference_website).toBe("https://Example.com/Look")
    const plain = await call(world, "clientA", {
      method: "POST",
      path: records("orders"),
      body: orderBody(world.users.clientA.id),
    })
    expect(plain.status).toBe(200)
    // an admin's status change goes through although the links were set before
    const moved = await call(world, "admin", {
      method: "PATCH",
      path: records("orders", res.body.id as string),
      body: { status: "in_progress" },
    })
    expect(moved.status).toBe(200)
  })
})

describe("clients never choose record ids", () => {
  const id = () =>
    `x${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.slice(0, 15).padEnd(15, "0")
  const refused = (res: ApiResponse) => {
    expect(res.status).toBe(400)
    expect(res.body.message).toBe("Record ids are chosen by the server: send the record without an id.")
    expect(res.body.data.id.code).toBe("validation_id_not_allowed")
  }
  const signUp = (chosen: string) => ({
    id: chosen,
    email: uniqueEmail("chooser"),
    password: "client-pass-1",
    passwordConfirm: "client-pass-1",
    name: "Chooser",
  })

  it.each<[Actor, string, (w: World, chosen: string) => Record<string, unknown>]>([
    ["anonymous", "users (sign-up)", (_w, chosen) => signUp(chosen)],
    ["clientA", "orders", (w, chosen) => ({ ...orderBody(w.users.clientA.id), id: chosen })],
    [
      "admin",
      "notifications",
      (w, chosen) => ({ user: w.users.clientA.id, title: "Hi", message: "Hello.", id: chosen }),
    ],
  ])("%s creating in %s with an id gets 400 and no record", async (actor, label, body) => {
    const collection = label.split(" ")[0] ?? label
    const chosen = id()
    refused(
      await call(world, actor, { method: "POST", path: records(collection), body: body(world, chosen) }),
    )
    await expect(world.su.collection(collection).getOne(chosen)).rejects.toMatchObject({ status: 404 })
  })

  it.each(["POST", "PUT"])("a batch %s with a chosen id is refused and rolled back", async (method) => {
    const chosen = id()
    const res = await call(world, "clientA", {
      method: "POST",
      path: "/api/batch",
      body: {
        requests: [
          { method, url: records("orders"), body: { ...orderBody(world.users.clientA.id), id: chosen } },
        ],
      },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain("validation_id_not_allowed")
    await expect(world.su.collection("orders").getOne(chosen)).rejects.toMatchObject({ status: 404 })
  })

  it("a multipart sign-up with an id is refused too", async () => {
    const form = new FormData()
    for (const [k, v] of Object.entries(signUp(id()))) form.append(k, v)
    const res = await fetch(world.server.url + records("users"), { method: "POST", body: form })
    refused({ status: res.status, body: await res.json() })
  })

  it("a superuser (imports, the dashboard) may still set one", async () => {
    const chosen = id()
    const res = await superuserCall("POST", records("orders"), {
      ...orderBody(world.users.clientA.id),
      id: chosen,
    })
    expect(res.status).toBe(200)
    expect(res.body.id).toBe(chosen)
  })
})
