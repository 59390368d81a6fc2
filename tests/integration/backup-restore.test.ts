import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createAdmin, createSuperuser, signInSuperuser, signUpClient } from "../support/accounts"
import { startServer, type TestServer } from "../support/server"

const collections = ["users", "orders", "notifications", "order_events"]

async function snapshot(server: TestServer) {
  const pb = await signInSuperuser(server, "root@example.com")
  const out: Record<string, unknown[]> = {}
  for (const name of collections) out[name] = await pb.collection(name).getFullList({ sort: "id" })
  return out
}

describe("backup and restore (docs/operations.md)", () => {
  let server: TestServer
  const outside = mkdtempSync(join(tmpdir(), "launchdesk-offsite-"))

  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(async () => {
    await server?.dispose()
    rmSync(outside, { recursive: true, force: true })
    for (const d of readdirSync(dirname(server.dataDir)).filter((d) =>
      d.startsWith(`${server.dataDir.split("/").pop()}.`),
    ))
      rmSync(join(dirname(server.dataDir), d), { recursive: true, force: true })
  })

  it("create data → back up → wipe → restore gives identical records", async () => {
    await createSuperuser(server, "root@example.com")
    const admin = await createAdmin(server)
    for (const name of ["Backup One", "Backup Two"]) {
      const client = await signUpClient(server, name)
      const order = await client.pb.collection("orders").create({
        title: `${name} store`,
        company_name: `${name} Co.`,
        description: "Kept through a restore.",
        client: client.id,
      })
      await admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    }
    const before = await snapshot(server)
    expect(before.orders).toHaveLength(2)
    expect(before.notifications!.length).toBeGreaterThanOrEqual(2)

    await server.stop()
    const created = await server.cli(["backup", "create", "before_wipe.zip"])
    expect(created.stdout).toContain("before_wipe.zip")
    const zip = join(outside, "before_wipe.zip")
    copyFileSync(join(server.dataDir, "backups", "before_wipe.zip"), zip) // off-site copy

    rmSync(server.dataDir, { recursive: true, force: true }) // the disaster
    const restored = await server.cli(["backup", "restore", zip])
    expect(restored.stdout).toContain("Restored")
    expect(existsSync(join(server.dataDir, "data.db"))).toBe(true)

    await server.restart()
    expect(await snapshot(server)).toEqual(before)
  })

  it("refuses a file that is not a backup, and changes nothing", async () => {
    const bogus = join(outside, "not-a-backup.zip")
    copyFileSync(join(server.dataDir, "data.db"), bogus)
    await server.stop()
    await expect(server.cli(["backup", "restore", bogus])).rejects.toMatchObject({
      stderr: expect.stringContaining("not a readable backup ZIP"),
    })
    await server.restart()
    expect((await snapshot(server)).orders).toHaveLength(2)
  })
})
