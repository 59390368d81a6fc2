import type { CollectionModel } from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Account, createSuperuser, signUpClient } from "../support/accounts"
import { openRealtime, type RealtimeStream } from "../support/sse"
import { type Probe, probesFor, reachingPaths } from "./filter-paths"
import { approve } from "./launch-support"
import { form, PNG } from "./messages-support"
import { sleep } from "../support/wait"
import { completeOrder, newOrder } from "../support/orders"
import { testWorld } from "../support/world"

// Nothing a client may not read can be learned through a filter, a sort or a realtime subscription. Every path from
// a client-listable collection into other rows (generated from the schema the server reports) is tried with every
// operator and modifier by a guest, the owner and another client, once before and once after the studio adds rows
// none of them may read (internal notes with files, its read positions, another client's whole order). The answers
// must be byte for byte the same: any difference is a bit of hidden data.

type Actor = "guest" | "owner" | "other"

const world = testWorld({ admin: "Ada Admin", other: "Otto Other" })
let collections: CollectionModel[]
let owner: Account
const tokens = {} as Record<Actor, string>
const orders = {} as Record<"owner" | "other", string>
const streams: RealtimeStream[] = []

const get = async (path: string, token: string) => {
  const res = await fetch(world.server.url + path, { headers: token ? { Authorization: token } : {} })
  return `${res.status} ${await res.text()}`
}
const listPath = (p: Probe) => `/api/collections/${p.from}/records?${new URLSearchParams(p.query).toString()}`

/** A probe sent by one actor. */
interface Job {
  actor: Actor
  p: Probe
}

/** answers sends every job, a few at a time, and returns "actor probe" → "status body". */
async function answers(jobs: Job[]): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const { actor, p } = jobs[next++]!
      out.set(`${actor} ${listPath(p)}`, await get(listPath(p), tokens[actor]))
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return out
}

/** readable is everything each actor lists with no filter, in every client-listable collection. */
async function readable(): Promise<Map<string, string>> {
  const lists = collections
    .filter((c) => c.listRule !== null)
    .map((c) => ({ from: c.name, query: { sort: "id", perPage: "500" } }))
  return answers(lists.flatMap((p) => (Object.keys(tokens) as Actor[]).map((actor) => ({ actor, p }))))
}

/** hiddenRows adds what no client may read: internal notes with files, the studio's read positions, and another
 * client's order with its messages, launch and e-mails. */
async function addHiddenRows() {
  for (const order of [orders.owner, orders.other]) {
    await world.admin.pb
      .collection("messages")
      .create(
        form({ order, body: "internal: budget is tight", internal: "true" }, [["n.png", PNG, "image/png"]]),
      )
    await world.admin.pb.send(`/api/launchdesk/orders/${order}/messages/read`, { method: "POST" })
  }
  const third = await signUpClient(world.server, "Third Client")
  const order = await newOrder(third)
  await third.pb.collection("messages").create({ order: order.id, body: "A third client's message" })
  await approve(world.admin, order)
}

let cut = ""
let before = new Map<string, string>()
let readableBefore = new Map<string, string>()
let jobs: Job[] = []

beforeAll(async () => {
  const su = await createSuperuser(world.server)
  collections = await su.collections.getFullList()
  owner = await signUpClient(world.server, "Olga Owner")
  Object.assign(tokens, { guest: "", owner: owner.pb.authStore.token, other: world.other.pb.authStore.token })
  // what each client may read: its approved order (launch, intake, history), messages both ways, read positions
  for (const [who, account] of [
    ["owner", owner],
    ["other", world.other],
  ] as const) {
    const order = await newOrder(account)
    orders[who] = order.id
    await approve(world.admin, order)
    await account.pb
      .collection("messages")
      .create(form({ order: order.id, body: "Our logo" }, [["logo.png", PNG, "image/png"]]))
    await world.admin.pb.collection("messages").create({ order: order.id, body: "Thanks!" })
    await account.pb.send(`/api/launchdesk/orders/${order.id}/messages/read`, { method: "POST" })
  }
  await sleep(20)
  cut = new Date().toISOString().replace("T", " ")
  await sleep(20)
  // the owner tries everything; the guest and the other client the probes that tell a hidden row was added
  jobs = reachingPaths(collections).flatMap((path) => [
    ...probesFor(path, cut, true).map((p) => ({ actor: "owner" as const, p })),
    ...probesFor(path, cut, false).flatMap((p) => [
      { actor: "guest" as const, p },
      { actor: "other" as const, p },
    ]),
  ])
  readableBefore = await readable()
  before = await answers(jobs)
  await addHiddenRows()
}, 300_000)

afterAll(async () => {
  streams.forEach((s) => s.close())
})

describe("filters, sorts and subscriptions tell a client nothing it may not read", () => {
  it("covers every back-relation the issue names, from every client-listable collection", () => {
    const paths = new Set(reachingPaths(collections).map((p) => `${p.from}: ${p.path}`))
    for (const p of [
      "orders: messages_via_order",
      "orders: message_reads_via_order",
      "orders: mail_outbox_via_order",
      "users: orders_via_client.messages_via_order",
      "intake_items: order.messages_via_order",
      "launches: order.messages_via_order",
      "messages: order.message_reads_via_order",
      "orders: @collection.messages",
    ]) {
      expect(paths).toContain(p)
    }
    expect(jobs.length).toBeGreaterThan(1000)
  })

  it("the rows added afterwards are hidden from every client (their unfiltered lists are unchanged)", async () => {
    const after = await readable()
    expect([...after.entries()].filter(([k, v]) => readableBefore.get(k) !== v)).toEqual([])
  })

  it("answers every filter and sort through another collection the same whatever the hidden rows", async () => {
    const after = await answers(jobs)
    const leaks = [...after.entries()].filter(([k, v]) => before.get(k) !== v).map(([k]) => k)
    expect(leaks.length, `leaks, e.g.:\n${leaks.slice(0, 15).join("\n")}`).toBe(0)
  }, 120_000)

  it("refuses such a filter with a sentence that names the path", async () => {
    const probe = { from: "orders", query: { filter: 'messages_via_order.body !~ "budget"' } }
    const answer = await get(listPath(probe), tokens.owner)
    expect(answer).toMatch(/^400 /)
    expect(JSON.parse(answer.slice(4)).message).toMatch(/messages_via_order/)
    // an admin reads every message anyway, and may filter on them
    const forAdmin = await get(listPath(probe), world.admin.pb.authStore.token)
    expect(forAdmin).toMatch(/^200 /)
  })

  it("sends a realtime subscriber the same events whether its filter's hidden rows exist or not", async () => {
    const subscribe = async (filter: string) => {
      const s = await openRealtime(world.server.url)
      streams.push(s)
      const options = JSON.stringify({ query: { filter } })
      const res = await s.subscribe(tokens.owner, [`orders/*?options=${encodeURIComponent(options)}`])
      return { s, status: res.status }
    }
    // "every message of the order is not internal" is false once the studio wrote a note; "every message differs
    // from a text nobody wrote" stays true
    const hasNote = await subscribe("messages_via_order.internal = false")
    const noNote = await subscribe('messages_via_order.body != "a text no message has"')
    const plain = await subscribe(`id = "${orders.owner}"`)
    expect(plain.status).toBe(204)
    expect(hasNote.status).toBe(noNote.status)
    await completeOrder(world.admin.pb, orders.owner)
    await plain.s.waitFor((e) => e.data.includes(orders.owner))
    await sleep(300)
    const about = (x: { s: RealtimeStream }) => x.s.events.filter((e) => e.data.includes(orders.owner)).length
    expect(about(hasNote)).toBe(about(noNote))
  })
})
