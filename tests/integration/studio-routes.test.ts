// Every studio route of the Go server answers a superuser exactly as it answers an admin (both are the studio,
// docs/decisions.md §31), refuses each client alike (403 with the route's sentence, 401 without a session), and the
// routes that read one order answer its client and tell another client it does not exist.
import { beforeAll, describe, expect, it } from "vitest"
import type { Account } from "../support/accounts"
import { getAs } from "../support/get-as"
import { newOrder } from "../support/orders"
import { testWorld } from "../support/world"

const w = testWorld({ admin: "Studio Admin", client: "Ava Client", other: "Bo Other", su: true })

/** The studio's reads: each answered the same to both of its kinds of account. */
const READS = [
  "/api/launchdesk/admin/orders?page=1&perPage=20",
  "/api/launchdesk/admin/orders?sort=due&perPage=5",
  "/api/launchdesk/admin/stats",
  "/api/launchdesk/admin/launch-stats",
  "/api/launchdesk/admin/open-launches",
  "/api/launchdesk/admin/clients?perPage=50",
  "/api/launchdesk/admin/data-safety",
  "/api/launchdesk/admin/queue",
  "/api/launchdesk/admin/payments/summary",
  "/api/launchdesk/booking/admin/calls",
  "/api/launchdesk/booking/admin/settings",
]

type Who = Account | string | null
const su = () => w.su.authStore.token

/** shape is a JSON value with every leaf replaced by its type: what an answer says, not when it was made. */
const shape = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(shape)
    : v !== null && typeof v === "object"
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, x]) => [k, shape(x)]),
        )
      : v === null
        ? "null"
        : typeof v

async function post(path: string, who: Who, body: Record<string, unknown> = {}) {
  const token = typeof who === "string" ? who : who?.pb.authStore.token
  const res = await fetch(w.server.url + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as unknown }
}

const get = (path: string, who: Who) => getAs<unknown>(w.server.url + path, who)

/** twoApproved makes two orders of the client and approves them: one for the admin to act on, one for the superuser. */
async function twoApproved() {
  const pair = [await newOrder(w.client), await newOrder(w.client)]
  for (const o of pair) await w.admin.pb.collection("orders").update(o.id, { status: "in_progress" })
  return pair.map((o) => o.id) as [string, string]
}

describe("the studio's routes, as an admin and as a superuser", () => {
  beforeAll(async () => {
    await newOrder(w.client, { collaborator_code: "7731" }) // pending approval: an item of the studio's queue
    const approved = await newOrder(w.other)
    await w.admin.pb.collection("orders").update(approved.id, { status: "in_progress" })
  })

  it.each(READS)("answers %s the same", async (path) => {
    const admin = await get(path, w.admin)
    const root = await get(path, su())
    expect(admin.status).toBe(200)
    expect(root.status).toBe(200)
    expect(shape(root.body)).toEqual(shape(admin.body))
    if (!/launch-stats|open-launches|data-safety/.test(path)) expect(root.body).toEqual(admin.body) // no clock in it
  })

  it("shows the studio's fields to both: the collaborator code, the clients' e-mails", async () => {
    for (const who of [w.admin, su()]) {
      const { body } = await get("/api/launchdesk/admin/orders?perPage=50", who)
      const text = JSON.stringify(body)
      expect(text).toContain("7731")
      expect(text).toContain(w.client.email)
    }
  })

  it("marks a queue item done for either, and refuses the second try alike", async () => {
    const [a, b] = await twoApproved() // approval answers the new-order items; the messages wait
    for (const id of [a, b])
      await w.client.pb.collection("messages").create({ order: id, body: "A question" })
    const { body } = await get("/api/launchdesk/admin/queue", w.admin)
    const items = (body as { items: { id: string; orderId: string; kind: string; at: string }[] }).items
    const itemOf = (order: string) => items.find((i) => i.orderId === order && i.kind === "messages")!
    const done = (order: string, who: Who) =>
      post(`/api/launchdesk/admin/queue/${itemOf(order).id}/done`, who, { at: itemOf(order).at })
    const [first, second] = [await done(a, w.admin), await done(b, su())]
    expect([first.status, second.status]).toEqual([204, 204])
    const [again, againRoot] = [await done(a, w.admin), await done(b, su())]
    expect(againRoot).toEqual(again)
    expect(again.status).toBe(404)
  })

  it("changes a payment for either, with the same answers", async () => {
    const [a, b] = await twoApproved()
    const act = (order: string, action: string, who: Who, body: Record<string, unknown> = {}) =>
      post(`/api/launchdesk/orders/${order}/payment/${action}`, who, body)
    const steps: [string, Record<string, unknown>][] = [
      ["mark-paid", { method: "bank_transfer", reference: "TR-1" }],
      ["mark-paid", { method: "bank_transfer", reference: "TR-1" }], // already paid: refused
      ["undo-paid", {}],
      ["waive", { reason: "A friend of the studio" }],
      ["refund", {}], // a waived payment: nothing to refund
    ]
    for (const [action, body] of steps) {
      const admin = await act(a, action, w.admin, body)
      const root = await act(b, action, su(), body)
      expect(root, `${action} as a superuser`).toEqual(admin)
    }
    const extra = "/payment/extras/nosuchextra0000/refund"
    expect(await post(`/api/launchdesk/orders/${b}${extra}`, su())).toEqual(
      await post(`/api/launchdesk/orders/${a}${extra}`, w.admin),
    )
  })
})

describe("the hooks' studio routes, as an admin and as a superuser", () => {
  it("moves the launch, marks the intake and refuses alike, and the history says who", async () => {
    const [a, b] = await twoApproved()
    const calls: [string, Record<string, unknown>][] = [
      ["launch/step", { step: "intake", from: "approved" }],
      ["intake/logo/mark", { state: "not_needed" }],
      ["intake/logo/mark", { state: "done" }], // not a state the studio sets: refused
      ["launch/step", { step: "building", from: "approved" }], // moved since: refused
      ["launch/access", { access: "request_sent" }],
      ["review/override", {}],
      ["collaborator-code", { code: "1234" }],
      ["launch/step", { step: "building", from: "intake" }],
    ]
    for (const [path, body] of calls) {
      const admin = await post(`/api/launchdesk/orders/${a}/${path}`, w.admin, body)
      const root = await post(`/api/launchdesk/orders/${b}/${path}`, su(), body)
      expect(root.status, `${path} ${JSON.stringify(body)}`).toBe(admin.status)
      expect(shape(root.body), path).toEqual(shape(admin.body))
    }
    const missing = "/api/launchdesk/testimonials/nosuchtestimoni/publish"
    expect(await post(missing, su())).toEqual(await post(missing, w.admin))
    const history = await w.admin.pb.collection("order_events").getFullList({ filter: `order = "${b}"` })
    expect(history.filter((e) => e["step"] !== "").map((e) => [e["actor"], e["who"]])).toContainEqual([
      "superuser",
      "",
    ])
  })
})

describe("the refusals each client must get", () => {
  let order: string
  beforeAll(async () => {
    order = (await newOrder(w.client)).id
  })

  const STUDIO_POSTS = () =>
    [
      [`/api/launchdesk/orders/${order}/payment/mark-paid`, { method: "cash", reference: "" }],
      [`/api/launchdesk/orders/${order}/payment/waive`, { reason: "x" }],
      [`/api/launchdesk/orders/${order}/payment/extras/nosuchextra0000/refund`, {}],
      ["/api/launchdesk/admin/queue/nosuchitem00000/done", { at: "2026-01-01 00:00:00.000Z" }],
    ] as const

  it("refuses every studio route to both clients with its sentence, and asks a visitor to sign in", async () => {
    for (const path of READS) {
      const [mine, theirs] = [await get(path, w.client), await get(path, w.other)]
      expect([mine.status, theirs.status], path).toEqual([403, 403])
      expect(theirs.body).toEqual(mine.body)
      expect((mine.body as { message: string }).message).toMatch(/^Only /)
      expect((await get(path, null)).status, path).toBe(401)
    }
    for (const [path, body] of STUDIO_POSTS()) {
      const [mine, theirs] = [await post(path, w.client, body), await post(path, w.other, body)]
      expect([mine.status, theirs.status], path).toEqual([403, 403])
      expect(theirs.body).toEqual(mine.body)
      expect((await post(path, null, body)).status, path).toBe(401)
    }
  })

  it("lets the order's client read its conversation and tells the other client it does not exist", async () => {
    const thread = `/api/launchdesk/orders/${order}/messages`
    expect((await get(thread, w.client)).status).toBe(200)
    expect((await get(thread, w.other)).status).toBe(404)
    expect((await get(`/api/launchdesk/orders/${order}/access`, w.other)).body).toEqual({ access: "denied" })
    expect((await get(`/api/launchdesk/orders/${order}/access`, w.client)).body).toEqual({
      access: "granted",
    })
    expect((await post(`/api/launchdesk/orders/${order}/messages/read`, w.other)).status).toBe(404)
    expect((await post(`/api/launchdesk/orders/${order}/messages/read`, w.client)).status).toBe(200)
  })
})
