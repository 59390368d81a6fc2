import { describe, expect, it } from "vitest"
import { signUpClient } from "../support/accounts"
import { completeOrder } from "../support/orders"
import { testWorld } from "../support/world"

// The stats route caches its figures until an order or user is written: each write must show at once.
describe("admin stats stay true after every write", () => {
  const world = testWorld({ admin: "Test Admin" })

  const stats = async () =>
    (await (
      await fetch(`${world.server.url}/api/launchdesk/admin/stats`, {
        headers: { Authorization: world.admin.pb.authStore.token },
      })
    ).json()) as Record<string, number>

  it("follows sign-ups, new orders and status changes", async () => {
    expect(await stats()).toEqual({
      totalOrders: 0,
      pendingApproval: 0,
      inProgress: 0,
      completed: 0,
      cancelled: 0,
      totalClients: 0,
      activeClients: 0,
    })
    const client = await signUpClient(world.server)
    expect((await stats()).totalClients).toBe(1)
    const order = await client.pb
      .collection("orders")
      .create({ title: "Cache check", company_name: "C", description: "d", client: client.id })
    expect(await stats()).toMatchObject({ totalOrders: 1, pendingApproval: 1, activeClients: 1 })
    await world.admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    expect(await stats()).toMatchObject({ pendingApproval: 0, inProgress: 1, completed: 0 })
    await completeOrder(world.admin.pb, order.id)
    expect(await stats()).toMatchObject({ inProgress: 0, completed: 1 })
    // a cancelled order is neither open nor completed (docs/decisions.md §27)
    await world.admin.pb.collection("orders").update(order.id, { status: "cancelled", reason: "Refunded." })
    expect(await stats()).toMatchObject({ pendingApproval: 0, inProgress: 0, completed: 0, cancelled: 1 })
  })
})
