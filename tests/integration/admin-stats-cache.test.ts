import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Account, createAdmin, signUpClient } from "../support/accounts"
import { startServer, type TestServer } from "../support/server"

// The stats route caches its figures until an order or user is written: each write must show at once.
describe("admin stats stay true after every write", () => {
  let server: TestServer
  let admin: Account

  const stats = async () =>
    (await (
      await fetch(`${server.url}/api/launchdesk/admin/stats`, {
        headers: { Authorization: admin.pb.authStore.token },
      })
    ).json()) as Record<string, number>

  beforeAll(async () => {
    server = await startServer()
    admin = await createAdmin(server)
  })
  afterAll(async () => {
    await server?.dispose()
  })

  it("follows sign-ups, new orders and status changes", async () => {
    expect(await stats()).toEqual({
      totalOrders: 0,
      pendingApproval: 0,
      inProgress: 0,
      completed: 0,
      totalClients: 0,
      activeClients: 0,
    })
    const client = await signUpClient(server)
    expect((await stats()).totalClients).toBe(1)
    const order = await client.pb
      .collection("orders")
      .create({ title: "Cache check", company_name: "C", description: "d", client: client.id })
    expect(await stats()).toMatchObject({ totalOrders: 1, pendingApproval: 1, activeClients: 1 })
    await admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    expect(await stats()).toMatchObject({ pendingApproval: 0, inProgress: 1, completed: 0 })
    await admin.pb.collection("orders").update(order.id, { status: "completed" })
    expect(await stats()).toMatchObject({ inProgress: 0, completed: 1 })
  })
})
