import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { newOrder } from "../support/orders"
import { poll, sleep } from "../support/wait"
import { replicaWorld } from "./replica-support"

describe("restoring a nightly backup while replication runs", () => {
  const w = replicaWorld()

  /** exists: true, false (404), or null while the server restarts. */
  const exists = (id: string) =>
    w.su
      .collection("orders")
      .getOne(id, { fields: "id" })
      .then(
        () => true,
        (e: { status?: number }) => (e.status === 404 ? false : null),
      )
  const lag = async () =>
    ((await w.su.send("/api/health", {})) as { data: { replication: { lagSeconds?: number } } }).data
      .replication.lagSeconds
  /** shipped waits past a sync interval (1 s), then for a sync confirmed under a second ago. */
  const shipped = async () => {
    await sleep(2_000)
    return poll(async () => ((await lag()) ?? 99) < 1, 15_000)
  }

  it("keeps replicating when a restore fails after Litestream stopped (a ZIP without a database)", async () => {
    // an empty ZIP (its end record only): PocketBase finds it, extracts nothing, and refuses it for want of data.db
    const backups = join(w.server.dataDir, "backups")
    mkdirSync(backups, { recursive: true })
    writeFileSync(join(backups, "empty.zip"), Buffer.from([0x50, 0x4b, 5, 6, ...Array<number>(18).fill(0)]))
    await w.su.backups.restore("empty.zip") // accepted: the restore runs a second later and fails
    await sleep(2_000)
    await newOrder(w.client, { title: "After a failed restore" })
    expect(await shipped()).toBe(true)
  }, 30_000)

  /** underWrites runs four writers of orders around during(); their ids and the slowest write's time. */
  const underWrites = async (during: () => Promise<void>) => {
    const ids: string[] = []
    let slowest = 0
    let writing = true
    const writer = async () => {
      while (writing) {
        const started = Date.now()
        ids.push((await newOrder(w.client)).id)
        slowest = Math.max(slowest, Date.now() - started)
      }
    }
    const writers = [writer(), writer(), writer(), writer()]
    await during()
    await sleep(1_500)
    writing = false
    await Promise.all(writers)
    return { ids, slowest }
  }
  /** fromReplica is the VPS dying: SIGKILL, the data dir deleted, restore --from-replica, start. */
  const fromReplica = async () => {
    await w.server.stop("SIGKILL")
    rmSync(w.server.dataDir, { recursive: true, force: true })
    await w.server.cli(["restore", "--from-replica"])
    await w.server.restart()
  }

  it("backs up under writes without stalling them, and the replica keeps every write made around the backup", async () => {
    let took = 0
    const { ids, slowest } = await underWrites(async () => {
      for (const name of ["under_load_1.zip", "under_load_2.zip", "under_load_3.zip"]) {
        await sleep(700)
        const started = Date.now()
        await w.su.backups.create(name) // Litestream starts again after each, under the writes
        took = Math.max(took, Date.now() - started)
      }
    })
    // with Litestream's read transaction open, the backup's TRUNCATE checkpoint waited out busy_timeout (10 s),
    // and every save with it
    expect({ took: took < 5_000, slowest: slowest < 5_000 }).toEqual({ took: true, slowest: true })
    expect(await shipped()).toBe(true)

    await fromReplica()
    const back = new Set((await w.su.collection("orders").getFullList({ fields: "id" })).map((o) => o.id))
    expect(ids.length).toBeGreaterThan(5)
    expect(ids.filter((id) => !back.has(id))).toEqual([])
  }, 60_000)

  it("runs PocketBase's daily database job under writes without stalling them", async () => {
    const { slowest } = await underWrites(async () => {
      await sleep(700)
      await w.su.send("/api/crons/__pbDBOptimize__", { method: "POST" }) // runs it now, in the background
      await sleep(2_000)
    })
    expect(slowest).toBeLessThan(5_000) // its TRUNCATE checkpoint of data.db waited out busy_timeout (10 s)
  }, 30_000)

  it("replicates the restored database from then on: the replica never brings back what the restore undid", async () => {
    const kept = await newOrder(w.client, { title: "In the backup" })
    await w.su.backups.create("before.zip")
    const undone = await newOrder(w.client, { title: "After the backup, undone by the restore" })
    expect(await shipped()).toBe(true) // the replica holds the undone order

    await w.su.backups.restore("before.zip") // answers at once, then swaps the data dir and restarts the process
    expect(await poll(async () => (await exists(undone.id)) === false, 30_000)).toBe(true)
    expect(await exists(kept.id)).toBe(true)
    const after = await newOrder(w.client, { title: "After the restore" })
    expect(await shipped()).toBe(true)

    await fromReplica()
    expect(await exists(kept.id)).toBe(true)
    expect(await exists(after.id)).toBe(true)
    expect(await exists(undone.id)).toBe(false)
  }, 90_000)
})
