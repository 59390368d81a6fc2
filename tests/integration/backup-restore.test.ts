import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { createAdmin, createSuperuser, signInSuperuser, signUpClient } from "../support/accounts"
import { type TestServer } from "../support/server"
import { testWorld } from "../support/world"
import { newOrder } from "../support/orders"

const collections = ["users", "orders", "notifications", "order_events"]

async function snapshot(server: TestServer) {
  const pb = await signInSuperuser(server, "root@example.com")
  const out: Record<string, unknown[]> = {}
  for (const name of collections) out[name] = await pb.collection(name).getFullList({ sort: "id" })
  return out
}

describe("backup and restore (docs/operations.md)", () => {
  const world = testWorld()
  const outside = mkdtempSync(join(tmpdir(), "launchdesk-offsite-"))

  afterAll(async () => {
    rmSync(outside, { recursive: true, force: true })
    for (const d of readdirSync(dirname(world.server.dataDir)).filter((d) =>
      d.startsWith(`${world.server.dataDir.split("/").pop()}.`),
    ))
      rmSync(join(dirname(world.server.dataDir), d), { recursive: true, force: true })
  })

  it("create data → back up → wipe → restore gives identical records", async () => {
    await createSuperuser(world.server, "root@example.com")
    const admin = await createAdmin(world.server)
    for (const name of ["Backup One", "Backup Two"]) {
      const client = await signUpClient(world.server, name)
      const order = await newOrder(client, {
        title: `${name} store`,
        company_name: `${name} Co.`,
        description: "Kept through a restore.",
      })
      await admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    }
    const before = await snapshot(world.server)
    expect(before.orders).toHaveLength(2)
    expect(before.notifications!.length).toBeGreaterThanOrEqual(2)

    await world.server.stop()
    const created = await world.server.cli(["backup", "create", "before_wipe.zip"])
    expect(created.stdout).toContain("before_wipe.zip")
    const zip = join(outside, "before_wipe.zip")
    copyFileSync(join(world.server.dataDir, "backups", "before_wipe.zip"), zip) // off-site copy

    rmSync(world.server.dataDir, { recursive: true, force: true }) // the disaster
    const restored = await world.server.cli(["backup", "restore", zip])
    expect(restored.stdout).toContain("Restored")
    expect(existsSync(join(world.server.dataDir, "data.db"))).toBe(true)

    await world.server.restart()
    expect(await snapshot(world.server)).toEqual(before)
  })

  it("refuses a file that is not a backup, and changes nothing", async () => {
    const bogus = join(outside, "not-a-backup.zip")
    copyFileSync(join(world.server.dataDir, "data.db"), bogus)
    await world.server.stop()
    await expect(world.server.cli(["backup", "restore", bogus])).rejects.toMatchObject({
      stderr: expect.stringContaining("not a readable backup ZIP"),
    })
    await world.server.restart()
    expect((await snapshot(world.server)).orders).toHaveLength(2)
  })
})
