import PocketBase from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signUpClient } from "../support/accounts"
import { startServer, type TestServer } from "../support/server"

describe("security headers and sign out everywhere", () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(async () => {
    await server?.dispose()
  })

  it.each(["/", "/portal", "/api/health", "/nope"])("%s carries the security headers", async (path) => {
    const res = await fetch(server.url + path, { method: "HEAD" })
    expect(res.headers.get("x-content-type-options")).toBe("nosniff")
    expect(res.headers.get("x-frame-options")).toBe("DENY")
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    const csp = res.headers.get("content-security-policy") ?? ""
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get("strict-transport-security")).toBeNull() // plain HTTP: no HSTS
  })

  it("sign out everywhere invalidates every token the user had", async () => {
    const client = await signUpClient(server)
    const otherDevice = new PocketBase(server.url)
    await otherDevice.collection("users").authWithPassword(client.email, client.password)
    await expect(otherDevice.collection("users").authRefresh()).resolves.toBeTruthy()

    const res = await fetch(`${server.url}/api/launchdesk/sign-out-everywhere`, {
      method: "POST",
      headers: { Authorization: client.pb.authStore.token },
    })
    expect(res.status).toBe(204)

    await expect(otherDevice.collection("users").authRefresh()).rejects.toMatchObject({ status: 401 })
    await expect(client.pb.collection("users").authRefresh()).rejects.toMatchObject({ status: 401 })
    // the password still works: the user signs in again
    const again = new PocketBase(server.url)
    await expect(
      again.collection("users").authWithPassword(client.email, client.password),
    ).resolves.toBeTruthy()
  })

  it("sign out everywhere needs a signed-in user", async () => {
    const res = await fetch(`${server.url}/api/launchdesk/sign-out-everywhere`, { method: "POST" })
    expect(res.status).toBe(401)
  })
})

describe("uploaded files", () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(async () => {
    await server?.dispose()
  })

  it("serves an uploaded SVG avatar so that its script cannot run", async () => {
    const client = await signUpClient(server)
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>fetch("/api/collections/users/records")</script><rect width="10" height="10"/></svg>'
    const form = new FormData()
    form.append("avatar", new Blob([svg], { type: "image/svg+xml" }), "me.svg")
    const user = await client.pb.collection("users").update(client.id, form)
    expect(user.avatar).toMatch(/\.svg$/)

    const res = await fetch(`${server.url}/api/files/users/${client.id}/${user.avatar}`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain("<script>") // stored as sent: the headers make it inert
    const csp = res.headers.get("content-security-policy") ?? ""
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("sandbox")
    expect(csp).not.toContain("script-src")
    expect(res.headers.get("content-disposition")).toMatch(/^attachment/)
    expect(res.headers.get("x-content-type-options")).toBe("nosniff")
  })
})
