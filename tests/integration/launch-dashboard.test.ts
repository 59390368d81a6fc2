import type PocketBase from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Account, createAdmin, createSuperuser, signUpClient } from "../support/accounts"
import { LAUNCH_REASON } from "../support/orders"
import { startServer, type TestServer } from "../support/server"
import { overrideReview } from "./review-support"
import { PROMISE_MS } from "../../ui/src/content/promise"

// A seeded world of 300 orders with launches in every state; the test keeps what it seeded and computes the
// dashboard figures and the overdue list itself, then compares them with the server's.

const HOUR = 3_600_000
const DAY = 24 * HOUR
const PROMISE = PROMISE_MS // pb_hooks/lib/launch_promise.json

interface Seed {
  order: string
  kind: "launched" | "running" | "paused" | "idle"
  remaining?: number // open launches: running time left at seeding
  due?: number
  launchedAt?: number
  startedAt?: number
  onTime?: boolean
}

// a small deterministic PRNG, so a failure can be replayed
function prng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
}

const iso = (ms: number) => new Date(ms).toISOString().replace("T", " ")
const pick = <T>(rand: () => number, list: T[]) => list[Math.floor(rand() * list.length)]!

/** remaining time left, kept at least 10 minutes from the 0 and 24 h boundaries. */
function remainingFor(rand: () => number): number {
  const band = pick(rand, [
    [-40, -0.2],
    [0.2, 23.8],
    [24.2, 47.8],
  ])
  return (band[0]! + rand() * (band[1]! - band[0]!)) * HOUR
}

function median(values: number[]): number | null {
  if (values.length === 0) return null
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

describe("launch figures on a seeded world of 300 orders", () => {
  let server: TestServer
  let su: PocketBase
  let admin: Account
  let client: Account
  let now: number
  const seeds: Seed[] = []

  beforeAll(async () => {
    server = await startServer()
    su = await createSuperuser(server)
    client = await signUpClient(server, "Cleo Client")
    const rand = prng(16)
    const ids: string[] = []
    for (let b = 0; b < 10; b++) {
      const batch = su.createBatch()
      for (let i = 0; i < 30; i++) {
        batch.collection("orders").create({
          title: `Seeded ${b * 30 + i}`,
          description: "Seeded.",
          company_name: "Seed Co",
          client: client.id,
        })
      }
      ids.push(...(await batch.send()).map((r) => (r.body as { id: string }).id))
    }
    for (let b = 0; b < 10; b++) {
      const batch = su.createBatch()
      for (const id of ids.slice(b * 30, b * 30 + 30))
        batch.collection("orders").update(id, { status: "in_progress" })
      await batch.send()
    }
    admin = await createAdmin(server, "Ada Admin")
    const launches = await su.collection("launches").getFullList({ fields: "id,order" })
    const launchOf = new Map(launches.map((l) => [l.order as string, l.id]))
    now = Date.now()
    for (let b = 0; b < 10; b++) {
      const batch = su.createBatch()
      for (const order of ids.slice(b * 30, b * 30 + 30)) {
        const kind = pick(rand, ["launched", "launched", "running", "paused", "idle"] as const)
        const seed: Seed = { order, kind }
        let body: Record<string, unknown> = {}
        if (kind === "launched") {
          const daysAgo = pick(rand, [
            [0.1, 29.5],
            [30.5, 89.5],
            [90.5, 120],
          ])
          seed.launchedAt = now - (daysAgo[0]! + rand() * (daysAgo[1]! - daysAgo[0]!)) * DAY
          const used = (20 + rand() * 50) * HOUR
          seed.startedAt = seed.launchedAt - used - rand() * 30 * HOUR // pauses make the wall time longer
          seed.onTime = used <= PROMISE
          body = {
            step: "launched",
            clock_started: iso(seed.startedAt),
            clock_running_since: "",
            clock_used_ms: Math.round(used),
            launched_at: iso(seed.launchedAt),
            on_time: seed.onTime,
          }
        } else if (kind === "running") {
          seed.remaining = remainingFor(rand)
          const used = Math.round(rand() * 20 * HOUR)
          const since = now + seed.remaining - PROMISE + used
          seed.due = since + PROMISE - used
          body = {
            step: "building",
            clock_started: iso(since - 5 * HOUR),
            clock_running_since: iso(since),
            clock_used_ms: used,
            due_at: iso(seed.due),
          }
        } else if (kind === "paused") {
          seed.remaining = remainingFor(rand)
          body = {
            step: "preview",
            clock_started: iso(now - 60 * HOUR),
            clock_running_since: "",
            clock_used_ms: Math.round(PROMISE - seed.remaining),
            due_at: iso(now - 3 * DAY), // the due time at the pause: in the past, yet only spent time counts
          }
        }
        seeds.push(seed)
        batch.collection("launches").update(launchOf.get(order)!, body)
      }
      // the launch gate holds for a superuser's writes too: the studio approves each launch first
      const launched = seeds.slice(b * 30).filter((s) => s.kind === "launched")
      for (const { order } of launched) await overrideReview(admin.pb, order, LAUNCH_REASON)
      await batch.send()
    }
  }, 120_000)
  afterAll(async () => {
    await server?.dispose()
  })

  it("lists every open launch by time left, late first, a page of 10 at a time, and the 30 and 90 day figures", async () => {
    type Open = { order: string; remaining_ms: number | null; paused: boolean }
    type Page = { items: Open[]; page: number; perPage: number; total: number; late: number }
    const stats = await admin.pb.send<{
      open: Page
      windows: {
        days: number
        launched: number
        on_time: number
        on_time_share: number | null
        median_hours: number | null
      }[]
      weeks: { on_time: number; late: number }[]
    }>("/api/launchdesk/admin/launch-stats", {})
    const started = seeds.filter((s) => s.remaining !== undefined).sort((a, b) => a.remaining! - b.remaining!)
    const idle = seeds.filter((s) => s.kind === "idle")
    const late = started.filter((s) => s.remaining! < 0)
    expect(late.length).toBeGreaterThan(10)
    expect(started.filter((s) => s.remaining! > DAY).length).toBeGreaterThan(10) // beyond the next 24 h too
    expect(stats.open.total).toBe(started.length + idle.length)
    expect(stats.open.late).toBe(late.length)
    expect(stats.open.items.map((o) => o.order)).toEqual(started.slice(0, 10).map((s) => s.order))
    // every page, in order: the started launches by time left (a minute of slack for the seconds since seeding),
    // then those whose clock has not started
    const all: Open[] = []
    for (let page = 1; page <= Math.ceil(stats.open.total / 10); page++) {
      const got = await admin.pb.send<Page>(`/api/launchdesk/admin/open-launches?page=${page}`, {})
      expect(got.items.length).toBeLessThanOrEqual(10)
      all.push(...got.items)
    }
    expect(all.slice(0, started.length).map((o) => o.order)).toEqual(started.map((s) => s.order))
    expect(new Set(all.slice(started.length).map((o) => o.order))).toEqual(new Set(idle.map((s) => s.order)))
    for (const [i, s] of started.entries()) {
      expect(Math.abs(all[i]!.remaining_ms! - (s.remaining! - (Date.now() - now)))).toBeLessThan(60_000)
      expect(all[i]!.paused).toBe(s.kind === "paused")
    }
    expect(all.slice(started.length).every((o) => o.remaining_ms === null)).toBe(true)
    // pages stay bounded: past the end an empty page, anything but a number the first page
    const past = await admin.pb.send<Page>("/api/launchdesk/admin/open-launches?page=999", {})
    expect(past).toMatchObject({ items: [], page: 999, total: stats.open.total })
    for (const bad of ["abc", "-3", "0", "1e9x"]) {
      const first = await admin.pb.send<Page>(`/api/launchdesk/admin/open-launches?page=${bad}`, {})
      expect(first.page).toBe(1)
      expect(first.items.length).toBe(10)
    }
    for (const days of [30, 90]) {
      const launched = seeds.filter((s) => s.kind === "launched" && s.launchedAt! >= now - days * DAY)
      const onTime = launched.filter((s) => s.onTime).length
      const figures = stats.windows.find((w) => w.days === days)!
      expect(figures.launched).toBe(launched.length)
      expect(figures.on_time).toBe(onTime)
      expect(figures.on_time_share).toBeCloseTo(onTime / launched.length, 10)
      const med = median(launched.map((s) => (s.launchedAt! - s.startedAt!) / HOUR))!
      expect(figures.median_hours).toBeCloseTo(med, 2) // stored to the millisecond
    }
    const inWeeks = stats.weeks.reduce((n, w) => n + w.on_time + w.late, 0)
    expect(inWeeks).toBe(seeds.filter((s) => s.kind === "launched" && s.launchedAt! > now - 91 * DAY).length)
  })

  it("lists the overdue orders and sorts by due time in the admin orders table", async () => {
    const get = (query: string) =>
      admin.pb.send<{ totalItems: number; items: { id: string }[] }>(
        `/api/launchdesk/admin/orders?${query}`,
        {},
      )
    const overdue = seeds.filter((s) => s.remaining !== undefined && s.remaining < 0).map((s) => s.order)
    const listed = await get("overdue=true&perPage=100")
    expect(listed.totalItems).toBe(overdue.length)
    expect(listed.items.map((o) => o.id).sort()).toEqual([...overdue].sort())

    // a paused clock falls due when it would if it ran again now
    const open = seeds
      .filter((s) => s.remaining !== undefined)
      .map((s) => ({ order: s.order, due: s.due ?? now + s.remaining! }))
      .sort((a, b) => a.due - b.due)
    const page = await get("sort=due&perPage=100")
    expect(page.items.map((o) => o.id)).toEqual(open.slice(0, 100).map((s) => s.order))
    expect((await get("sort=-due&perPage=1")).items[0]!.id).toBe(open.at(-1)!.order)
    const last = await get(`sort=due&perPage=100&page=3`)
    const withoutDue = seeds.filter((s) => s.remaining === undefined).map((s) => s.order)
    expect(withoutDue).toEqual(expect.arrayContaining(last.items.map((o) => o.id)))
    const bad = await get("overdue=maybe").catch((e) => e)
    expect(bad.status).toBe(400)
  })

  it("shows the figures to admins only", async () => {
    for (const path of ["/api/launchdesk/admin/launch-stats", "/api/launchdesk/admin/open-launches"]) {
      const refused = await client.pb.send(path, {}).catch((e) => e)
      expect(refused.status).toBe(403)
      const anonymous = await fetch(`${server.url}${path}`)
      expect(anonymous.status).toBe(401)
    }
  })
})
