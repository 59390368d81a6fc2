import { describe, expect, it } from "vitest"
import type { Account } from "../support/accounts"
import { newOrder } from "../support/orders"
import { startServer } from "../support/server"
import { testFixture, testWorld } from "../support/world"

// POST /api/launchdesk/first-load (internal/firstload): a dashboard's first requests in one round trip, each
// served as if sent alone. Tried as a visitor, the owner, another client and an admin, against the rules a
// request alone meets (lists, views, expand, back-relation filters, admin routes), with every kind of request it
// must refuse, and against the rate limiter with concurrent first loads.

const PATH = "/api/launchdesk/first-load"

interface Sub {
  method: string
  url: string
}
interface Answer {
  status: number
  body: unknown
}

const world = testWorld({ admin: "First Load Studio", client: "First Load Owner", other: "First Load Other" })

const tokenOf = (who: Account | null) => who?.pb.authStore.token ?? ""
const headersOf = (who: Account | null): Record<string, string> =>
  who ? { Authorization: tokenOf(who) } : {}

/** together sends the requests as one first load; returns its status and each answer with its body parsed. */
async function together(who: Account | null, requests: Sub[], base = world.server.url) {
  const res = await fetch(`${base}${PATH}`, {
    method: "POST",
    headers: { ...headersOf(who), "Content-Type": "application/json" },
    body: JSON.stringify({ requests }),
  })
  const body = (await res.json()) as { responses?: { status: number; body: string }[]; message?: string }
  const answers: Answer[] = (body.responses ?? []).map((r) => ({
    status: r.status,
    body: JSON.parse(r.body),
  }))
  return { status: res.status, answers, message: body.message ?? "" }
}

/** alone sends one request by itself, as the SDK would. */
async function alone(who: Account | null, { method, url }: Sub): Promise<Answer> {
  const res = await fetch(`${world.server.url}${url}`, { method, headers: headersOf(who) })
  return { status: res.status, body: await res.json() }
}

/** The auth refresh answers a new token each time: compare what it says about whom. */
const comparable = (answer: Answer): Answer => {
  const body = answer.body as { token?: string; record?: { id: string; email: string } }
  return body && typeof body === "object" && "token" in body
    ? { status: answer.status, body: { record: body.record?.id, email: body.record?.email } }
    : answer
}

const records = (collection: string, query: Record<string, string> = {}) =>
  `/api/collections/${collection}/records?${new URLSearchParams(query).toString().replace(/\+/g, "%20")}`

/** The owner's portal dashboard, as its shell sends it (ui/src/app/routes/portal/dashboard.tsx). */
const portalRequests = (ownerId: string): Sub[] => [
  { method: "POST", url: "/api/collections/users/auth-refresh" },
  {
    method: "GET",
    url: records("orders", {
      page: "1",
      perPage: "10",
      sort: "-created,-id",
      filter: `client = "${ownerId}"`,
    }),
  },
  { method: "GET", url: records("notifications", { perPage: "5", filter: `user = "${ownerId}"` }) },
  { method: "GET", url: records("orders", { filter: `client = "${ownerId}"`, expand: "client" }) },
  { method: "GET", url: "/api/launchdesk/payments/options" },
  { method: "GET", url: "/api/launchdesk/admin/stats" },
]

describe("a first load answers each request as it is answered alone", () => {
  let ownerOrder = ""
  testFixture(async () => {
    const order = await newOrder(world.client, { title: "First load store" })
    ownerOrder = order.id
    await world.admin.pb
      .collection("notifications")
      .create({ user: world.client.id, title: "Hello", message: "Your order is in." })
    return { dispose: async () => undefined }
  })

  const cases: [string, () => Account | null][] = [
    ["a visitor", () => null],
    ["the owner", () => world.client],
    ["another client", () => world.other],
    ["an admin", () => world.admin],
  ]
  for (const [name, who] of cases) {
    it(`for ${name}`, async () => {
      const requests = [
        ...portalRequests(world.client.id),
        { method: "GET", url: `/api/collections/orders/records/${ownerOrder}?expand=client` },
        { method: "GET", url: records("orders", { filter: "messages_via_order.internal = false" }) },
      ]
      const sent = await together(who(), requests)
      expect(sent.status).toBe(200)
      const expected = await Promise.all(requests.map((r) => alone(who(), r)))
      expect(sent.answers.map(comparable)).toEqual(expected.map(comparable))
    })
  }

  it("gives the owner its data, and another client, a visitor and the owner nothing of the studio's", async () => {
    const owner = (await together(world.client, portalRequests(world.client.id))).answers
    expect(owner[0]).toMatchObject({ status: 200, body: { record: { id: world.client.id } } })
    expect(owner[1]?.body).toMatchObject({ totalItems: 1, items: [{ id: ownerOrder }] })
    expect(owner[2]?.body).toMatchObject({ totalItems: 1 })
    expect(owner[5]?.status).toBe(403) // the admin figures
    const other = (await together(world.other, portalRequests(world.client.id))).answers
    expect(other[0]).toMatchObject({ status: 200, body: { record: { id: world.other.id } } })
    expect(other[1]?.body).toMatchObject({ totalItems: 0, items: [] })
    expect(other[2]?.body).toMatchObject({ totalItems: 0, items: [] })
    expect(other[3]?.body).toMatchObject({ totalItems: 0, items: [] })
    const visitor = (await together(null, portalRequests(world.client.id))).answers
    expect(visitor[0]?.status).toBe(401)
    expect(visitor.slice(1, 4).map((a) => (a.body as { items?: unknown[] }).items ?? [])).toEqual([
      [],
      [],
      [],
    ])
    const admin = (await together(world.admin, portalRequests(world.client.id))).answers
    expect(admin[5]?.status).toBe(200)
  })

  it("answers a token that is not valid as each request would: 401 for the refresh, nothing else", async () => {
    const forged = `${tokenOf(world.client).slice(0, -4)}AAAA`
    const res = await fetch(`${world.server.url}${PATH}`, {
      method: "POST",
      headers: { Authorization: forged, "Content-Type": "application/json" },
      body: JSON.stringify({ requests: portalRequests(world.client.id).slice(0, 2) }),
    })
    const body = (await res.json()) as { responses: { status: number; body: string }[] }
    expect(body.responses[0]?.status).toBe(401)
    expect(JSON.parse(body.responses[1]?.body ?? "null")).toMatchObject({ items: [] })
  })
})

describe("a first load refuses what is not a read, and changes nothing", () => {
  const refused: [string, unknown][] = [
    ["a record create", [{ method: "POST", url: "/api/collections/orders/records" }]],
    ["a record update", [{ method: "PATCH", url: "/api/collections/users/records/abc" }]],
    ["a record delete", [{ method: "DELETE", url: "/api/collections/orders/records/abc" }]],
    ["a batch", [{ method: "POST", url: "/api/batch" }]],
    ["a sign-in", [{ method: "POST", url: "/api/collections/users/auth-with-password" }]],
    ["realtime", [{ method: "GET", url: "/api/realtime" }]],
    ["a file", [{ method: "GET", url: "/api/files/orders/abc/x.png" }]],
    ["another first load", [{ method: "GET", url: PATH }]],
    ["a page of the site", [{ method: "GET", url: "/portal" }]],
    ["another host", [{ method: "GET", url: "http://example.com/api/health" }]],
    ["a host-relative URL", [{ method: "GET", url: "//example.com/api/health" }]],
    ["a path that climbs out of /api/", [{ method: "GET", url: "/api/../_/" }]],
    ["an encoded climb", [{ method: "GET", url: "/api/%2e%2e/_/" }]],
    ["no request", []],
    ["eleven requests", Array.from({ length: 11 }, () => ({ method: "GET", url: "/api/health" }))],
  ]
  for (const [what, requests] of refused) {
    it(`refuses ${what} with a sentence`, async () => {
      const res = await fetch(`${world.server.url}${PATH}`, {
        method: "POST",
        headers: { Authorization: tokenOf(world.client), "Content-Type": "application/json" },
        body: JSON.stringify({ requests }),
      })
      expect(res.status).toBe(400)
      const body = (await res.json()) as { message: string }
      expect(body.message).toMatch(/first load/)
    })
  }

  it("refuses a body that is not JSON, and creates nothing for a refused write", async () => {
    const res = await fetch(`${world.server.url}${PATH}`, {
      method: "POST",
      headers: { Authorization: tokenOf(world.client), "Content-Type": "application/json" },
      body: "{requests",
    })
    expect(res.status).toBe(400)
    const before = await world.client.pb.collection("orders").getList(1, 1)
    await together(world.client, [{ method: "POST", url: "/api/collections/orders/records" }])
    const after = await world.client.pb.collection("orders").getList(1, 1)
    expect(after.totalItems).toBe(before.totalItems)
  })

  it("cannot be sent inside a batch", async () => {
    const res = await fetch(`${world.server.url}/api/batch`, {
      method: "POST",
      headers: { Authorization: tokenOf(world.client), "Content-Type": "application/json" },
      body: JSON.stringify({ requests: [{ method: "POST", url: PATH, body: { requests: [] } }] }),
    })
    expect(res.status).toBe(400)
  })
})

describe("with the rate limiter on", () => {
  const limited = testFixture(() => startServer({ rateLimits: true }))

  it("counts each request of a first load: 61 concurrent first loads of 10 get no more than /api/'s 600", async () => {
    const requests = Array.from({ length: 10 }, () => ({
      method: "GET",
      url: "/api/launchdesk/payments/options",
    }))
    const sent = await Promise.all(
      Array.from({ length: 61 }, () => together(null, requests, limited.url).catch(() => null)),
    )
    const outer = sent.filter((s) => s?.status === 200)
    const served = outer.flatMap((s) => s?.answers ?? []).filter((a) => a.status === 200).length
    const limitedAnswers =
      outer.flatMap((s) => s?.answers ?? []).filter((a) => a.status === 429).length +
      sent.filter((s) => s?.status === 429).length
    expect(served + outer.length).toBeLessThanOrEqual(600)
    expect(limitedAnswers).toBeGreaterThan(0)
  })
})
