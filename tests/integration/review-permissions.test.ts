import type { RecordModel } from "pocketbase"
import { describe, expect, it } from "vitest"
import { openRealtime } from "../support/sse"
import { sleep } from "../support/wait"
import { startMessagesWorld } from "./messages-support"
import {
  approveReview,
  askReview,
  orderInBuilding,
  overrideReview,
  requestChanges,
  statusOf,
  tickChange,
} from "./review-support"
import { testFixture } from "../support/world"

// Hostile callers against the preview review: a guest, another client and the owner against the routes, the record
// API (REST, batch, expand, back-relation filters) and realtime. The password is the owner's and the studio's only.

const PASSWORD = "hunter2-preview"

describe("preview review permissions", () => {
  const w = testFixture(async () => {
    const world = await startMessagesWorld()
    const order = await orderInBuilding(world.admin, world.client)
    const asked = await askReview(world.admin.pb, order.id, "https://noir.example.com", PASSWORD)
    return Object.assign(world, { reviewed: order, review: asked.review as RecordModel })
  })

  it("lets only the order's client answer: another client gets 404, a guest 401, the studio 403", async () => {
    const id = w.reviewed.id
    expect(await statusOf(approveReview(w.other.pb, id))).toBe(404)
    expect(await statusOf(requestChanges(w.other.pb, id, ["Make it mine"]))).toBe(404)
    expect(await statusOf(approveReview(w.guest, id))).toBe(401)
    expect(await statusOf(approveReview(w.admin.pb, id))).toBe(403)
    for (const pb of [w.client.pb, w.other.pb]) {
      expect(await statusOf(askReview(pb, id))).toBeGreaterThanOrEqual(403)
      expect(await statusOf(overrideReview(pb, id, "Launch it now, please."))).toBeGreaterThanOrEqual(403)
    }
    expect((await w.su.collection("reviews").getOne(w.review.id)).state).toBe("asked")
  })

  it("lets nobody write reviews or review items through the record API or a batch", async () => {
    for (const pb of [w.client.pb, w.other.pb, w.admin.pb, w.guest]) {
      const reviews = pb.collection("reviews")
      expect(await statusOf(reviews.update(w.review.id, { state: "approved" }))).toBeGreaterThanOrEqual(400)
      expect(
        await statusOf(reviews.create({ order: w.reviewed.id, round: 9, state: "approved" })),
      ).toBeGreaterThanOrEqual(400)
      expect(await statusOf(reviews.delete(w.review.id))).toBeGreaterThanOrEqual(400)
      const items = pb.collection("review_items")
      expect(
        await statusOf(items.create({ order: w.reviewed.id, round: 1, text: "x" })),
      ).toBeGreaterThanOrEqual(400)
      const batch = pb.createBatch()
      batch.collection("reviews").update(w.review.id, { state: "approved" })
      expect(await statusOf(batch.send())).toBeGreaterThanOrEqual(400)
    }
    expect((await w.su.collection("reviews").getOne(w.review.id)).state).toBe("asked")
  })

  it("shows the review and its password to the owner and the studio only: list, view, expand, filters", async () => {
    expect((await w.client.pb.collection("reviews").getOne(w.review.id)).password).toBe(PASSWORD)
    expect((await w.admin.pb.collection("reviews").getOne(w.review.id)).password).toBe(PASSWORD)
    expect(await statusOf(w.other.pb.collection("reviews").getOne(w.review.id))).toBe(404)
    expect(await statusOf(w.guest.collection("reviews").getOne(w.review.id))).toBe(404)
    for (const pb of [w.other.pb, w.guest]) {
      expect((await pb.collection("reviews").getList(1, 50)).totalItems).toBe(0)
      expect((await pb.collection("review_items").getList(1, 50)).totalItems).toBe(0)
      const byPassword = pb.filter("password = {:p}", { p: PASSWORD })
      expect((await pb.collection("reviews").getList(1, 5, { filter: byPassword })).totalItems).toBe(0)
    }
    const via = w.other.pb.filter("reviews_via_order.password ?= {:p}", { p: PASSWORD })
    const viaAnswer = await statusOf(w.other.pb.collection("orders").getList(1, 5, { filter: via }))
    expect(viaAnswer === 400 || viaAnswer === 403).toBe(true)
    const own = await statusOf(
      w.client.pb.collection("orders").getList(1, 5, { filter: via, expand: "reviews_via_order" }),
    )
    expect(own).toBe(400) // back-relation filters are refused to clients (docs/decisions.md §10)
    const expanded = await w.client.pb
      .collection("orders")
      .getOne(w.reviewed.id, { expand: "reviews_via_order" })
    expect(JSON.stringify(expanded)).toContain(PASSWORD) // the owner's own review
    const othersOrder = await w.other.pb.collection("orders").getFullList({ expand: "reviews_via_order" })
    expect(JSON.stringify(othersOrder)).not.toContain(PASSWORD)
  })

  it("sends realtime review events to the owner and never to another client", async () => {
    const other = await openRealtime(w.server.url)
    const owner = await openRealtime(w.server.url)
    try {
      await other.subscribe(w.other.pb.authStore.token, ["reviews", "review_items"])
      await owner.subscribe(w.client.pb.authStore.token, ["reviews", "review_items"])
      const changes = await requestChanges(w.client.pb, w.reviewed.id, ["Swap the hero photo"])
      await tickChange(w.admin.pb, w.reviewed.id, changes.items[0]!.id)
      await owner.waitFor((e) => e.name === "review_items" && e.data.includes('"done":true'), 0, 10_000)
      await sleep(500)
      expect(other.events.filter((e) => e.name !== "PB_CONNECT")).toEqual([])
      expect(owner.events.some((e) => e.data.includes(PASSWORD))).toBe(true)
    } finally {
      other.close()
      owner.close()
    }
  })
})
