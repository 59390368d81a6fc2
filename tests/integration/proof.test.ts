import { describe, expect, it } from "vitest"
import { paymentsWorld } from "./payments-support"
import { answerTestimonial, decideTestimonial, withdrawConsent } from "./review-support"
import { cardPaidOrder, launchReviewed, startClock } from "./trust-support"

// The public proof of a launch, as a visitor's raw GET gets it (no script runs): /proof/{id} with the dates from the
// records and nothing private, only while its testimonial is published with the portfolio consent; /proof, how the
// on-time claim is computed, with the dashboard's own figures.

const w = paymentsWorld({ admin: "Pia Studio", client: "Paz Client", su: true })

const MARKUP = '<script>alert("x")</script><img src=x onerror="alert(1)">'
const SECRET = "secret-message-body-5521"

/** day is a stored time as the page says it: "3 March 2026", UTC. */
const day = (stored: string) =>
  new Date(stored.replace(" ", "T")).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })

const get = async (path: string) => {
  const res = await fetch(`${w.server.url}${path}`)
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() }
}

const rowOf = (collection: string, orderId: string) =>
  w.su.collection(collection).getFirstListItem(w.su.filter("order = {:o}", { o: orderId }))

/** A launched, reviewed, card-paid order whose client answered its testimonial with consents (not published yet). */
async function answeredLaunch(consents: { show_words: boolean; show_store: boolean }) {
  const { order, paymentIntent } = await cardPaidOrder(w)
  await w.client.pb.collection("messages").create({ order: order.id, body: SECRET })
  await startClock(w, order.id)
  await launchReviewed(w, order.id)
  const words = `Live in two days. ${MARKUP}`
  await answerTestimonial(w.client.pb, order.id, {
    rating: 5,
    words,
    position: `Founder ${MARKUP}`,
    ...consents,
  })
  return { order, paymentIntent, testimonial: await rowOf("testimonials", order.id) }
}

describe("the proof of a launch", () => {
  it("shows a visitor the dates and nothing private, inert, and goes at once when consent is withdrawn", async () => {
    const { order, paymentIntent, testimonial } = await answeredLaunch({ show_words: true, show_store: true })
    expect((await get(`/proof/${testimonial.id}`)).status).toBe(404) // answered, not published
    await decideTestimonial(w.admin.pb, testimonial, "publish")

    const page = await get(`/proof/${testimonial.id}`)
    expect(page.status).toBe(200)
    expect(page.type).toContain("text/html")
    const [payment, review, launch] = await Promise.all(
      ["payments", "reviews", "launches"].map((c) => rowOf(c, order.id)),
    )
    expect(page.body).toContain(`Brief received</dt><dd>${day(order.created)}`)
    expect(page.body).toContain(`Payment</dt><dd>Paid ${day(payment!.paid_at)}`)
    expect(page.body).toContain(`Preview approved by the client</dt><dd>${day(review!.answered_at)}`)
    expect(page.body).toContain(`Launched</dt><dd>${day(launch!.launched_at)}`)
    const minutes = Math.floor(launch!.clock_used_ms / 60_000)
    expect(page.body).toContain(`${Math.floor(minutes / 60)} h ${minutes % 60} min`)
    expect(page.body).toContain("Noir Atelier")
    for (const secret of [SECRET, w.client.email, "$200", "R-0", paymentIntent, order.id, order.title]) {
      expect(page.body, `the page shows ${secret}`).not.toContain(secret)
    }
    // markup in the client's words and position is text: no element of it, and no script on the page at all
    expect(page.body).not.toMatch(/<script|<img|onerror="/i)
    expect(page.body).toContain("&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;")

    // `/` links the published testimonial to its proof
    expect((await get("/")).body).toContain(`href="/proof/${testimonial.id}"`)

    // the client withdraws the portfolio consent: gone now, and no longer linked
    await withdrawConsent(w.client.pb, order.id, { store: true })
    expect((await get(`/proof/${testimonial.id}`)).status).toBe(404)
    expect((await get("/")).body).not.toContain(`/proof/${testimonial.id}`)
  })

  it("has no page without the portfolio consent, nor for an unknown id", async () => {
    const { testimonial } = await answeredLaunch({ show_words: true, show_store: false })
    await decideTestimonial(w.admin.pb, testimonial, "publish")
    expect((await get(`/proof/${testimonial.id}`)).status).toBe(404)
    expect((await get("/")).body).not.toContain(`/proof/${testimonial.id}`)
    expect((await get("/proof/nosuchtestimon")).status).toBe(404)
    expect((await get(`/proof/${encodeURIComponent("<b>x")}`)).body).not.toContain("<b>x")
  })

  it("explains the on-time claim with the admin dashboard's figures, and lists the launches to check", async () => {
    type Stats = { windows: { days: number; launched: number; on_time: number }[] }
    const stats = await w.admin.pb.send<Stats>("/api/launchdesk/admin/launch-stats", { requestKey: null })
    const window = stats.windows.find((x) => x.days === 90)!
    expect(window.launched).toBeGreaterThan(0)
    const page = await get("/proof")
    expect(page.status).toBe(200)
    const percent = Math.round((window.on_time / window.launched) * 100)
    expect(page.body).toContain(`${percent}%`)
    expect(page.body).toContain(`(${window.on_time} of ${window.launched})`)
    expect(page.body).toContain("last 90 days")
    expect(page.body).not.toMatch(/<script/i)
  })
})
