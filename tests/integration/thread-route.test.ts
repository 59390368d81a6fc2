import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Account } from "../support/accounts"
import { getAs } from "../support/get-as"
import { type MessagesWorld, startMessagesWorld } from "./messages-support"
import { newOrder } from "../support/orders"

interface Message {
  id: string
  body: string
  internal: boolean
  created: string
  author: string
  expand?: { author?: { id: string; name: string; role: string; email?: string } }
  [field: string]: unknown
}

// An order's conversation through its route: anonymous, the order's client, another client, the admin and a
// superuser (the studio too, so the admin's page); internal notes, authors, keyset paging, bad cursors, and the client and the admin reading at once
// (the cache must never hand a client the studio's page).
describe("GET /api/launchdesk/orders/{order}/messages", () => {
  let w: MessagesWorld
  let path: string

  const get = (query: string, who: Account | string | null, at = path) =>
    getAs<{ items: Message[]; data?: Record<string, unknown> }>(
      `${w.server.url}${at}${query ? `?${query}` : ""}`,
      who,
    )
  const cursor = (m: Message) => `beforeCreated=${encodeURIComponent(m.created)}&beforeId=${m.id}`
  const post = (who: Account, body: string, internal = false) =>
    who.pb.collection("messages").create({ order: w.order.id, body, internal })

  beforeAll(async () => {
    w = await startMessagesWorld()
    path = `/api/launchdesk/orders/${w.order.id}/messages`
    for (let i = 0; i < 35; i++) await post(i % 2 ? w.client : w.admin, `Message ${i}`)
    await post(w.admin, "Internal: client pays late", true)
  })
  afterAll(async () => {
    await w?.dispose()
  })

  it("is for the order's client and the studio; anyone else is told the order does not exist", async () => {
    expect((await get("", null)).status).toBe(401)
    const other = await get("", w.other)
    expect(other.status).toBe(404)
    expect(JSON.stringify(other.body)).not.toContain("Message")
    expect((await get("", w.client, "/api/launchdesk/orders/nosuchorder0000/messages")).status).toBe(404)
    expect((await get("", w.client)).status).toBe(200)
  })

  it("gives the client its thread without internal notes, newest first, 30 a page, paged by cursor", async () => {
    const first = await get("", w.client)
    expect(first.body.items).toHaveLength(30)
    expect(first.body.items[0]!.body).toBe("Message 34")
    expect(first.body.items.some((m) => m.internal)).toBe(false)
    const rest = await get(cursor(first.body.items.at(-1)!), w.client)
    expect(rest.body.items.map((m) => m.body)).toEqual([4, 3, 2, 1, 0].map((i) => `Message ${i}`))
    // its own messages carry its name; the studio's authors are not readable to a client (the users rule)
    const own = first.body.items.find((m) => m.author === w.client.id)!
    expect(own.expand?.author).toEqual({ id: w.client.id, name: "Ava Client", role: "client" })
    expect(first.body.items.find((m) => m.author === w.admin.id)!.expand).toBeUndefined()
    expect(JSON.stringify(first.body)).not.toContain(w.admin.email)
  })

  it("gives the admin every message with internal notes and each author", async () => {
    const page = await get("", w.admin)
    expect(page.body.items[0]).toMatchObject({ body: "Internal: client pays late", internal: true })
    expect(page.body.items[0]!.expand?.author).toEqual({ id: w.admin.id, name: "Ada Admin", role: "admin" })
    expect(page.body.items.find((m) => m.author === w.client.id)!.expand?.author?.name).toBe("Ava Client")
    expect(page.body.items.every((m) => m.expand?.author?.email === undefined)).toBe(true)
  })

  it("gives a superuser the admin's page: a superuser is the studio (docs/decisions.md §31)", async () => {
    const admin = await get("", w.admin)
    const su = await get("", w.su.authStore.token)
    expect(su.status).toBe(200)
    expect(su.body).toEqual(admin.body)
    const older = cursor(admin.body.items.at(-1)!)
    expect((await get(older, w.su.authStore.token)).body).toEqual((await get(older, w.admin)).body)
  })

  it("refuses a half or malformed cursor with a message", async () => {
    for (const q of [
      "beforeId=abc",
      "beforeCreated=2026-01-01%2000:00:00.000Z",
      "beforeCreated=x&beforeId=y'--",
    ]) {
      const res = await get(q, w.client)
      expect(res.status).toBe(400)
      expect(Object.keys(res.body.data ?? {}).length).toBeGreaterThan(0)
    }
  })

  it("never serves a client the studio's page, when both read at once while notes are written", async () => {
    const reads = Array.from({ length: 40 }, (_, i) => {
      const who = i % 2 ? w.admin : w.client
      return get("", who).then((res) => ({ who, res }))
    })
    const note = post(w.admin, "Internal: second note", true)
    const results = await Promise.all(reads)
    await note
    for (const { who, res } of results) {
      expect(res.status).toBe(200)
      if (who === w.client)
        expect(res.body.items.some((m) => m.internal || m.body.startsWith("Internal"))).toBe(false)
    }
    expect((await get("", w.admin)).body.items[0]!.body).toBe("Internal: second note")
    expect((await get("", w.client)).body.items[0]!.body).toBe("Message 34")
  })

  it("shows a new message and a renamed author at once", async () => {
    await post(w.client, "Fresh question")
    expect((await get("", w.client)).body.items[0]!.body).toBe("Fresh question")
    await w.client.pb.collection("users").update(w.client.id, { name: "Ava Renamed" })
    expect(
      (await get("", w.admin)).body.items.find((m) => m.author === w.client.id)!.expand?.author?.name,
    ).toBe("Ava Renamed")
    // another order of the same client is its own thread
    const second = await newOrder(w.client)
    expect((await get("", w.client, `/api/launchdesk/orders/${second.id}/messages`)).body.items).toEqual([])
  })
})
