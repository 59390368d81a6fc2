import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { caseName, runCase } from "./perm-case"
import { permissionCases } from "./permission-cases"
import { createWorld, idsWhere, type World } from "./perm-world"

let world: World

beforeAll(async () => {
  world = await createWorld()
})

afterAll(async () => {
  await world?.dispose()
})

describe("permission matrix", () => {
  it("has at least 40 rows covering every actor, collection and action", () => {
    expect(permissionCases.length).toBeGreaterThanOrEqual(40)
    const seen = (key: "actor" | "collection" | "action") => new Set(permissionCases.map((c) => c[key]))
    expect([...seen("actor")].sort()).toEqual(["admin", "anonymous", "clientA", "clientB"])
    expect([...seen("collection")].sort()).toEqual([
      "capi_events",
      "checkout_sessions",
      "extra_payments",
      "intake_items",
      "launches",
      "mail_outbox",
      "message_reads",
      "messages",
      "notifications",
      "order_events",
      "orders",
      "payments",
      "users",
      "waiting",
    ])
    expect([...seen("action")].sort()).toEqual(["batch", "create", "delete", "list", "update", "view"])
  })

  it("starts from fixtures owned as intended", async () => {
    const { clientA, clientB } = world.users
    expect(await idsWhere(world, "orders", "client = {:id}", { id: clientA.id })).toEqual(
      [world.orders.a1, world.orders.a2, world.threads.a3].sort(),
    )
    expect(await idsWhere(world, "orders", "client = {:id}", { id: clientB.id })).toEqual(
      [world.orders.b1, world.orders.b2].sort(),
    )
    expect(await idsWhere(world, "notifications", "user = {:id}", { id: clientB.id })).toEqual([
      world.notes.b1,
    ])
    expect([clientA.role, clientB.role, world.users.admin.role]).toEqual(["client", "client", "admin"])
  })

  for (const c of permissionCases) {
    it(caseName(c), () => runCase(world, c))
  }
})
