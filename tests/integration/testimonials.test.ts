import { describe, expect, it } from "vitest"
import { openRealtime } from "../support/sse"
import { sleep } from "../support/wait"
import { startMessagesWorld } from "./messages-support"
import {
  answerTestimonial,
  decideTestimonial,
  launchedReviewedOrder,
  statusOf,
  withdrawConsent,
} from "./review-support"
import { testFixture } from "../support/world"

// Testimonials after a reviewed launch: invited once, written by the order's client only, published by the studio
// only, withdrawn by the client at any time; no visitor or other client ever reads one (docs/decisions.md §21).

const WORDS = 'They launched in two days. <script>alert("x")</script> <b>Bold</b> claims, kept.'

describe("testimonials", () => {
  const w = testFixture(async () => {
    const world = await startMessagesWorld()
    const order = await launchedReviewedOrder(world.admin, world.client)
    return Object.assign(world, { launched: order })
  })
  const mine = () =>
    w.client.pb
      .collection("testimonials")
      .getFirstListItem(w.client.pb.filter("order = {:id}", { id: w.launched.id }))

  it("invites the client once, in-app and by e-mail, when a reviewed order launches", async () => {
    const invited = await mine()
    expect(invited).toMatchObject({ state: "invited", client: w.client.id, rating: 0, words: "" })
    const subject = `How did your launch go? ${w.launched.title}`
    await w.smtp.waitFor((m) => m.to.includes(w.client.email) && m.parsed.subject === subject)
    // reopened and launched again: no second invitation
    await w.admin.pb
      .collection("orders")
      .update(w.launched.id, { status: "in_progress", reason: "One more fix." })
    await w.admin.pb.collection("orders").update(w.launched.id, { status: "completed" })
    const notes = await w.client.pb.collection("notifications").getFullList({
      filter: w.client.pb.filter("related_order = {:id} && title ~ 'How did your launch go'", {
        id: w.launched.id,
      }),
    })
    expect(notes).toHaveLength(1)
    expect(
      (await w.su.collection("testimonials").getFullList({ filter: `order = "${w.launched.id}"` })).length,
    ).toBe(1)
  })

  it("takes the client's words only from the order's client; only the studio publishes", async () => {
    const answer = { rating: 5, words: WORDS, position: "Founder", show_words: true, show_store: true }
    expect(await statusOf(answerTestimonial(w.other.pb, w.launched.id, answer))).toBe(404)
    expect(await statusOf(answerTestimonial(w.guest, w.launched.id, answer))).toBe(401)
    expect(await statusOf(answerTestimonial(w.admin.pb, w.launched.id, answer))).toBe(403)
    for (const bad of [
      { ...answer, rating: 6 },
      { ...answer, rating: 0 },
      { ...answer, words: "Great." },
    ]) {
      expect(await statusOf(answerTestimonial(w.client.pb, w.launched.id, bad))).toBe(400)
    }
    const written = await answerTestimonial(w.client.pb, w.launched.id, answer)
    expect(written).toMatchObject({ state: "waiting", rating: 5, words: WORDS, show_words: true })
    for (const pb of [w.client.pb, w.other.pb, w.guest]) {
      expect(await statusOf(decideTestimonial(pb, written, "publish"))).toBeGreaterThanOrEqual(401)
      expect(
        await statusOf(pb.collection("testimonials").update(written.id, { state: "published" })),
      ).toBeGreaterThanOrEqual(400)
      const batch = pb.createBatch()
      batch.collection("testimonials").update(written.id, { state: "published" })
      expect(await statusOf(batch.send())).toBeGreaterThanOrEqual(400)
    }
    expect((await w.su.collection("testimonials").getOne(written.id)).state).toBe("waiting")
    expect((await decideTestimonial(w.admin.pb, written, "publish")).state).toBe("published")
  })

  it("never shows a testimonial to a visitor or another client: REST, filters, expand, realtime", async () => {
    const row = await mine()
    const stream = await openRealtime(w.server.url)
    const otherStream = await openRealtime(w.server.url)
    try {
      await stream.subscribe("", ["testimonials"])
      await otherStream.subscribe(w.other.pb.authStore.token, ["testimonials"])
      for (const pb of [w.guest, w.other.pb]) {
        expect((await pb.collection("testimonials").getList(1, 10)).totalItems).toBe(0)
        expect(await statusOf(pb.collection("testimonials").getOne(row.id))).toBe(404)
        const filter = pb.filter("testimonials_via_order.words ~ {:w}", { w: "launched" })
        const leak = await pb
          .collection("orders")
          .getList(1, 10, { filter })
          .then(
            (r) => r.totalItems,
            () => 0,
          )
        expect(leak).toBe(0)
        const expanded = await pb.collection("orders").getFullList({ expand: "testimonials_via_order" })
        expect(JSON.stringify(expanded)).not.toContain("two days")
      }
      await decideTestimonial(w.admin.pb, row, "rank", 3)
      await sleep(500)
      expect(stream.events.filter((e) => e.name !== "PB_CONNECT")).toEqual([])
      expect(otherStream.events.filter((e) => e.name !== "PB_CONNECT")).toEqual([])
    } finally {
      stream.close()
      otherStream.close()
    }
  })

  it("publishes only the words the studio read: a rewrite since it opened the list is refused", async () => {
    const answer = { rating: 4, words: WORDS, position: "Founder", show_words: true, show_store: true }
    const read = await answerTestimonial(w.client.pb, w.launched.id, answer) // what the studio's list shows
    await sleep(5)
    const rewritten = await answerTestimonial(w.client.pb, w.launched.id, {
      ...answer,
      words: "On second thought: they launched in two days and answered every message within the hour.",
    })
    const late = await decideTestimonial(w.admin.pb, read, "publish").catch((e) => e)
    expect(late.status).toBe(400)
    expect(late.message).toBe(
      "The client rewrote this testimonial since you opened it: read the new words, then publish.",
    )
    const unsaid = await decideTestimonial(w.admin.pb, { id: read.id, answered_at: "" }, "publish").catch(
      (e) => e,
    )
    expect(unsaid.status).toBe(400)
    expect((await w.su.collection("testimonials").getOne(read.id)).state).toBe("waiting")
    expect((await decideTestimonial(w.admin.pb, rewritten, "publish")).state).toBe("published")
  })

  it("lets the client withdraw its consents at any time; nobody else can", async () => {
    expect(await statusOf(withdrawConsent(w.other.pb, w.launched.id, { words: true }))).toBe(404)
    expect(await statusOf(withdrawConsent(w.admin.pb, w.launched.id, { words: true }))).toBe(403)
    expect(await statusOf(withdrawConsent(w.client.pb, w.launched.id, {}))).toBe(400)
    const after = await withdrawConsent(w.client.pb, w.launched.id, { words: true })
    expect(after).toMatchObject({ show_words: false, show_store: true })
    expect(await statusOf(decideTestimonial(w.admin.pb, after, "publish"))).toBe(400) // no consent, no site
  })
})
