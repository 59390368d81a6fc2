import { beforeAll, describe, expect, it } from "vitest"
import { type Account, signUpClient } from "../support/accounts"
import { testWorld } from "../support/world"
import { newOrder } from "../support/orders"

// GET /api/launchdesk/orders/{id}/access: the portal's way to tell "not found" from "not yours".
describe("order access route", () => {
  const world = testWorld({ admin: "Test Admin" })
  let owner: Account
  let stranger: Account
  let orderId = ""

  beforeAll(async () => {
    owner = await signUpClient(world.server, "Owner")
    stranger = await signUpClient(world.server, "Stranger")
    const order = await newOrder(owner, {
      title: "Private order",
      description: "Not for other clients.",
      company_name: "Owner Co",
    })
    orderId = order.id
  })

  const get = (who: Account | null, id: string) =>
    fetch(`${world.server.url}/api/launchdesk/orders/${id}/access`, {
      headers: who ? { Authorization: who.pb.authStore.token } : {},
    })

  it.each([
    ["the owner", () => owner, 200, { access: "granted" }],
    ["another client", () => stranger, 200, { access: "denied" }],
    ["an admin", () => world.admin, 200, { access: "granted" }],
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
