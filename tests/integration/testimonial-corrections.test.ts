import type { RecordModel } from "pocketbase"
import { describe, expect, it } from "vitest"
import { sleep } from "../support/wait"
import { testFixture } from "../support/world"
import { startMessagesWorld } from "./messages-support"
import {
  answerProposal,
  answerTestimonial,
  askRevision,
  decideTestimonial,
  landingQuotes,
  launchedReviewedOrder,
  proposeWords,
  statusOf,
} from "./review-support"

// Correcting a testimonial before its words go live (issue 40 item 27, docs/decisions.md §21): the studio hides it
// and asks the client to revise it, with a note the client reads in-app, by e-mail and on its card; or proposes
// corrected words that replace the shown ones only when the order's client accepts them. Only the studio corrects,
// only the order's client accepts or declines, and every refused request changes nothing.

const WORDS = 'They launched in two days. <script>alert("x")</script> Worth every cent.'
const CORRECTED = "They launched our store in two days. Worth every cent."
const CORRECTED_AGAIN = "They launched our store in two days flat. Worth every cent, and more."
// the second case's own words: each case's words are its own on the one landing page the cases share
const PROPOSED = "Our store went live in two days. Worth every cent."
const PROPOSED_AGAIN = "Our store went live in two days flat. Worth every cent, and more."
const NOTE = "Please drop the code snippet: your words show on our site exactly as written."

describe("correcting a testimonial with the client's consent", () => {
  const w = testFixture(() => startMessagesWorld())
  const rowOf = (id: string) => w.su.collection("testimonials").getOne(id, { requestKey: null })
  const quotes = () => landingQuotes(w.server.url)
  /** written is a launched order's testimonial as its client wrote it (waiting), and published when publish. */
  const written = async (publish: boolean) => {
    const order = await launchedReviewedOrder(w.admin, w.client)
    const answer = { rating: 5, words: WORDS, position: "Founder", show_words: true, show_store: false }
    const row = await answerTestimonial(w.client.pb, order.id, answer)
    return { order, row: publish ? await decideTestimonial(w.admin.pb, row, "publish") : row }
  }
  const clientMail = (subject: string) =>
    w.smtp.waitFor((m) => m.to.includes(w.client.email) && m.parsed.subject === subject, 1, 10_000)
  /** refused checks each request is refused with status and leaves row as it was. */
  const refused = async (row: RecordModel, cases: [() => Promise<unknown>, number][]) => {
    const before = await rowOf(row.id)
    for (const [request, status] of cases) expect(await statusOf(request())).toBe(status)
    expect(await rowOf(row.id)).toEqual(before)
  }

  it("hides a published testimonial and asks the client to revise it, with the studio's note", async () => {
    const { order, row } = await written(true)
    expect(await quotes()).toContain(WORDS)
    await refused(row, [
      [() => askRevision(w.guest, row, NOTE), 401],
      [() => askRevision(w.client.pb, row, NOTE), 403],
      [() => askRevision(w.other.pb, row, NOTE), 403],
      [() => askRevision(w.admin.pb, row, "Fix it."), 400],
      [() => askRevision(w.admin.pb, { id: row.id, answered_at: "" }, NOTE), 400],
    ])
    const short = await askRevision(w.admin.pb, row, "Fix it.").catch((e: Error) => e)
    expect(short.message).toBe("Tell the client what to change in 10 to 280 characters.")

    const asked = await askRevision(w.admin.pb, row, NOTE)
    expect(asked).toMatchObject({ state: "hidden", ask_note: NOTE, published_at: "", words: WORDS })
    expect(await quotes()).not.toContain(WORDS)
    const subject = `Please revise your testimonial: ${order.title}`
    const notice = await w.client.pb
      .collection("notifications")
      .getFirstListItem(
        w.client.pb.filter("related_order = {:id} && title = {:subject}", { id: order.id, subject }),
      )
    expect(notice.message).toContain(NOTE)
    const [mail] = await clientMail(subject)
    expect(mail!.parsed.text).toContain(NOTE)
    expect(mail!.parsed.html).toContain(`/portal/orders/${order.id}`)
    // the client reads the note on its own testimonial, and sends revised words: the studio reads them first
    const mine = await w.client.pb.collection("testimonials").getOne(row.id)
    expect(mine.ask_note).toBe(NOTE)
    const revised = await answerTestimonial(w.client.pb, order.id, {
      rating: 5,
      words: CORRECTED,
      show_words: true,
      show_store: false,
    })
    expect(revised).toMatchObject({ state: "waiting", ask_note: "", asked_at: "", words: CORRECTED })
    expect(await quotes()).not.toContain(CORRECTED)
    await decideTestimonial(w.admin.pb, revised, "publish")
    expect(await quotes()).toContain(CORRECTED)
  })

  it("shows proposed words only once the order's client accepts them; one of concurrent accepts applies", async () => {
    const { order, row } = await written(true)
    await refused(row, [
      [() => proposeWords(w.guest, row, PROPOSED), 401],
      [() => proposeWords(w.client.pb, row, PROPOSED), 403],
      [() => proposeWords(w.other.pb, row, PROPOSED), 403],
      [() => proposeWords(w.admin.pb, row, "Too short."), 400],
      [() => proposeWords(w.admin.pb, row, WORDS), 400],
      [() => proposeWords(w.admin.pb, { id: row.id, answered_at: "" }, PROPOSED), 400],
      [() => answerProposal(w.client.pb, row, true), 400], // nothing proposed yet
    ])
    const proposed = await proposeWords(w.admin.pb, row, PROPOSED)
    expect(proposed).toMatchObject({ state: "published", words: WORDS, proposal: PROPOSED })
    expect(await quotes()).toContain(WORDS)
    expect(await quotes()).not.toContain(PROPOSED)
    const [mail] = await clientMail(`A correction to your testimonial: ${order.title}`)
    expect(mail!.parsed.text).toContain(PROPOSED)

    const seen = await w.client.pb.collection("testimonials").getOne(row.id) // the client's card
    expect(seen.proposal).toBe(PROPOSED)
    await refused(row, [
      [() => answerProposal(w.guest, seen, true), 401],
      [() => answerProposal(w.other.pb, seen, true), 404],
      [() => answerProposal(w.admin.pb, seen, true), 403], // the studio cannot accept for the client
      [() => answerProposal(w.su, seen, true), 403],
    ])
    // the studio proposes again while the client's page shows the first proposal: that accept is refused
    await sleep(5)
    await proposeWords(w.admin.pb, row, PROPOSED_AGAIN)
    const stale = await answerProposal(w.client.pb, seen, true).catch((e: Error & { status: number }) => e)
    expect(stale.status).toBe(400)
    expect(stale.message).toBe(
      "The studio changed its proposal since you opened this page: read the new words, then answer.",
    )
    expect(await rowOf(row.id)).toMatchObject({ words: WORDS, proposal: PROPOSED_AGAIN })

    const fresh = await w.client.pb.collection("testimonials").getOne(row.id)
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => statusOf(answerProposal(w.client.pb, fresh, true))),
    )
    expect(answers.sort()).toEqual([200, 400, 400, 400])
    expect(await rowOf(row.id)).toMatchObject({
      state: "published",
      words: PROPOSED_AGAIN,
      proposal: "",
      proposed_at: "",
    })
    expect(await quotes()).toContain(PROPOSED_AGAIN)
    expect(await quotes()).not.toContain(WORDS)
  })

  it("drops a declined proposal; an accepted one on waiting words waits for the studio's publish", async () => {
    const { order, row } = await written(false)
    const first = await proposeWords(w.admin.pb, row, CORRECTED)
    const declined = await answerProposal(w.client.pb, first, false)
    expect(declined).toMatchObject({
      state: "waiting",
      words: WORDS,
      proposal: "",
      answered_at: row.answered_at,
    })
    expect(await statusOf(answerProposal(w.client.pb, first, false))).toBe(400) // answered already

    await sleep(5)
    const second = await proposeWords(w.admin.pb, row, CORRECTED)
    const accepted = await answerProposal(w.client.pb, second, true)
    expect(accepted).toMatchObject({ state: "waiting", words: CORRECTED, proposal: "" })
    expect(accepted.answered_at).not.toBe(row.answered_at)
    // the studio's list still showing the words before the accept does not publish them
    expect(await statusOf(decideTestimonial(w.admin.pb, row, "publish"))).toBe(400)
    expect((await decideTestimonial(w.admin.pb, accepted, "publish")).state).toBe("published")

    // the client's own new words answer both kinds of request: a pending proposal is dropped
    const again = await proposeWords(w.admin.pb, accepted, CORRECTED_AGAIN)
    const rewritten = await answerTestimonial(w.client.pb, order.id, {
      rating: 4,
      words: WORDS,
      show_words: true,
      show_store: false,
    })
    expect(rewritten).toMatchObject({ state: "waiting", words: WORDS, proposal: "", proposed_at: "" })
    expect(await statusOf(answerProposal(w.client.pb, again, true))).toBe(400)
  })

  it("withdraws the ask when the studio publishes the words after all", async () => {
    const { row } = await written(false)
    const asked = await askRevision(w.admin.pb, row, NOTE)
    const published = await decideTestimonial(w.admin.pb, asked, "publish")
    expect(published).toMatchObject({ state: "published", ask_note: "", asked_at: "", words: WORDS })
  })

  it("refuses to correct a testimonial the client has not written", async () => {
    const order = await launchedReviewedOrder(w.admin, w.client)
    const invited = await w.client.pb
      .collection("testimonials")
      .getFirstListItem(w.client.pb.filter("order = {:id}", { id: order.id }))
    const asked = await askRevision(w.admin.pb, invited, NOTE).catch((e: Error) => e)
    expect(asked.message).toBe("The client has not written a testimonial yet.")
    expect(await statusOf(proposeWords(w.admin.pb, invited, CORRECTED))).toBe(400)
    expect((await rowOf(invited.id)).state).toBe("invited")
  })
})
