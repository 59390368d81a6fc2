import { describe, expect, it } from "vitest"
import { type LoadRun, runMixedLoad, summarize } from "../../bench/mixed-load.mjs"
import { type Account, signUpClient } from "../support/accounts"
import { startReplicaTarget } from "../support/replica"
import { startWorld, testFixture, type World } from "../support/world"
import { form, PNG } from "./messages-support"

const CLIENTS = 4
const TURNS = 3
const TURN_MS = 5_000 // 3 turns a side, 30 s of load in all
// A steady load below what the server takes without replication (about 26 writes a second; 35-45 unpaced here,
// 18 with the machine busy), so that a write is late only when something stalls it, and the integration file
// running beside this one keeps its share of the machine. The code before the fix stalled at this pace: 8.6
// writes a second with replication against 26.4 without, p99 14.3 s, 7.4 s without a write, 5 refused.
const PACE = { orderMs: 200, studioMs: 1_000 }

/** A world with the studio's admin, a superuser and CLIENTS clients, for the mixed load. */
async function loadWorld(env: Record<string, string>) {
  const world = await startWorld({ smtp: true, admin: "Ada Admin", su: true, env })
  try {
    const clients: Account[] = []
    for (let i = 0; i < CLIENTS; i++) clients.push(await signUpClient(world.server, `Client ${i}`))
    return Object.assign(world, { studio: world.admin.pb, clients, runs: [] as LoadRun[] })
  } catch (err) {
    await world.dispose()
    throw err
  }
}

/** Two servers side by side: one without replication, one replicating to VersityGW with Litestream. */
const sides = testFixture(async () => {
  const target = await startReplicaTarget()
  const started: World[] = []
  try {
    const plain = await loadWorld({})
    started.push(plain)
    const replicated = await loadWorld(target.env)
    started.push(replicated)
    return {
      plain,
      replicated,
      target,
      dispose: async () => {
        await Promise.all(started.map((w) => w.dispose()))
        await target.s3.stop()
      },
    }
  } catch (err) {
    await Promise.all(started.map((w) => w.dispose()))
    await target.s3.stop()
    throw err
  }
})

describe("replication under the studio's mixed write load (issue 41)", () => {
  it("keeps 90% of the throughput, every write under 1 s at p99 and none refused", async () => {
    const { plain, replicated } = sides
    // turns, one side then the other: the machine is shared, and both sides see its drift alike
    for (let i = 0; i < TURNS; i++) {
      plain.runs.push(await runMixedLoad(plain, TURN_MS, PACE))
      replicated.runs.push(await runMixedLoad(replicated, TURN_MS, PACE))
    }
    const without = summarize(plain.runs)
    const withReplica = summarize(replicated.runs)
    console.log(JSON.stringify({ without, with: withReplica }))

    // the load itself is sound: every kind of write, none refused, without replication
    expect(Object.keys(without.kinds).sort()).toEqual(["intake", "message", "order", "payment", "status"])
    expect(without.refused).toBe(0)
    // Litestream really replicated what the load wrote
    const health = await replicated.su.send<{ data: { replication?: { lagSeconds?: number } } }>(
      "/api/health",
      {},
    )
    expect(health.data.replication?.lagSeconds).toBeLessThan(5)

    expect({
      refused: withReplica.refusedErrors,
      throughputRatio: withReplica.writesPerSecond / without.writesPerSecond >= 0.9,
      p99Under1s: withReplica.p99Ms < 1_000,
      longestGapUnder2s: withReplica.longestGapMs < 2_000,
    }).toEqual({ refused: [], throughputRatio: true, p99Under1s: true, longestGapUnder2s: true })
  }, 180_000)

  // What replication still cost at full load (0.73 of the writes, docs/decisions.md §29): a message's file was
  // uploaded to the bucket inside its save's transaction, holding the one write connection as long as the bucket
  // took, so every other write waited. Here the bucket hangs (VersityGW stopped) while the studio sends a file: other
  // saves, a message's own transaction included, must go through; only that message waits for the bucket. Before,
  // both waited the 4 s the bucket hung.
  it("lets other writes through while a message's file waits on a bucket that hangs", async () => {
    const { replicated: w, target } = sides
    const client = w.clients[0]!
    const thread = await client.pb.collection("orders").create({
      title: "Hanging bucket",
      description: "The order the file goes to.",
      company_name: "Load Test Co.",
      client: client.id,
    })
    const timed = async (write: () => Promise<unknown>) => {
      const started = performance.now()
      await write()
      return Math.round(performance.now() - started)
    }
    target.s3.pause()
    const hang = setTimeout(() => target.s3.resume(), 4_000) // the bucket answers again 4 s later, whatever happens
    try {
      let fileSaved = false
      const withFile = form({ order: thread.id, body: "The logo." }, [["logo.png", PNG, "image/png"]])
      const sending = w.studio
        .collection("messages")
        .create(withFile, { requestKey: null })
        .then(() => (fileSaved = true))
      await new Promise((r) => setTimeout(r, 1_000)) // the message has reached its upload
      const orderMs = await timed(() =>
        client.pb.collection("orders").create({
          title: "Another order",
          description: "Written while the bucket hangs.",
          company_name: "Load Test Co.",
          client: client.id,
        }),
      )
      const messageMs = await timed(() =>
        client.pb
          .collection("messages")
          .create({ order: thread.id, body: "Any news?" }, { requestKey: null }),
      )
      const waitedForBucket = !fileSaved
      await sending
      const figures = JSON.stringify({ orderMs, messageMs })
      expect(
        { orderUnder1s: orderMs < 1_000, messageUnder1s: messageMs < 1_000, waitedForBucket },
        figures,
      ).toEqual({
        orderUnder1s: true,
        messageUnder1s: true,
        waitedForBucket: true,
      })
    } finally {
      clearTimeout(hang)
      target.s3.resume()
    }
  }, 60_000)
})
