import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Account, createAdmin, signUpClient } from "../support/accounts"
import { startServer, type TestServer } from "../support/server"

// GET /api/launchdesk/orders/{id}/access: the portal's way to tell "not found" from "not yours".
describe("order access route", () => {
  let server: TestServer
  let owner: Account
  let stranger: Account
  let admin: Account
  let orderId = ""

  beforeAll(async () => {
    server = await startServer()
    owner = await signUpClient(server, "Owner")
    stranger = await signUpClient(server, "Stranger")
    admin = await createAdmin(server)
    const order = await owner.pb.collection("orders").create({
      title: "Private order",
      description: "Not for other clients.",
      company_name: "Owner Co",
      client: owner.id,
    })
    orderId = order.id
  })

  afterAll(async () => {
    await server?.dispose()
  })

  const get = (who: Account | null, id: string) =>
    fetch(`${server.url}/api/launchdesk/orders/${id}/access`, {
      headers: who ? { Authorization: who.pb.authStore.token } : {},
    })

  it.each([
    ["the owner", () => owner, 200, { access: "granted" }],
    ["another client", () => stranger, 200, { access: "denied" }],
    ["an admin", () => admin, 200, { access: "granted" }],
  ])("answers %s with %i %j and nothing of the order", async (_who, account, status, body) => {
    const res = await get(account(), orderId)
    expect(res.status).toBe(status)
    expect(await res.json()).toEqual(body)
  })

  it("answers 'missing' for an id that does not exist", async () => {
    const res = await get(stranger, "nosuchorder0000")
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ access: "missing" })
  })

  it("refuses visitors without a session with 401", async () => {
    const res = await get(null, orderId)
    expect(res.status).toBe(401)
  })

  it("while the order API itself gives another client a plain 404", async () => {
    await expect(stranger.pb.collection("orders").getOne(orderId)).rejects.toMatchObject({ status: 404 })
  })
})
