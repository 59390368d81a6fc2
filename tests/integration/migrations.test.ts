import { readdirSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { createAdmin, createSuperuser, signUpClient } from "../support/accounts"
import { repoRoot } from "../support/paths"
import { type TestServer } from "../support/server"
import { testWorld } from "../support/world"
import { completeOrder, newOrder } from "../support/orders"

const appMigrations = readdirSync(join(repoRoot, "pb_migrations")).filter((f) => f.endsWith(".js"))

async function collectionRules(server: TestServer) {
  const pb = await createSuperuser(server)
  const list = await pb.collections.getFullList({ filter: "system = false" })
  return Object.fromEntries(
    list
      .map((c) => [
        c.name,
        [c.listRule, c.viewRule, c.createRule, c.updateRule, c.deleteRule, c.fields.length],
      ])
      .sort(),
  )
}

describe("migrations run up, down to zero and up again on a populated database", () => {
  const world = testWorld()

  it("reverts every app migration and re-applies them with the same schema", async () => {
    const admin = await createAdmin(world.server)
    const client = await signUpClient(world.server)
    const orders = []
    for (let i = 0; i < 3; i++) {
      orders.push(
        await newOrder(client, {
          title: `Store ${i}`,
          company_name: "Down Up Co.",
          description: "Populated before the round trip.",
        }),
      )
    }
    await admin.pb.collection("orders").update(orders[0]!.id, { status: "in_progress" })
    const before = await collectionRules(world.server)
    expect(Object.keys(before)).toEqual(expect.arrayContaining(["orders", "notifications"]))

    await world.server.stop()
    const down = await world.server.cli(["migrate", "down", String(appMigrations.length)], "y\n")
    expect(down.stdout + down.stderr).toMatch(/reverted/i)
    const up = await world.server.cli(["migrate", "up"])
    expect(up.stdout + up.stderr).toMatch(/applied/i)
    await world.server.restart()

    expect(await collectionRules(world.server)).toEqual(before)

    // the schema works again end to end: sign-up, order, status change by an admin
    const admin2 = await createAdmin(world.server)
    const client2 = await signUpClient(world.server)
    const order = await newOrder(client2, {
      title: "After the round trip",
      company_name: "Down Up Co.",
      description: "Created after down and up.",
    })
    expect(order.status).toBe("pending_approval")
    await completeOrder(admin2.pb, order.id)
    const notes = await client2.pb.collection("notifications").getFullList()
    expect(notes.map((n) => n.title)).toContain("Order Status Updated: After the round trip")
  })
})
