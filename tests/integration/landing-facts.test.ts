import { describe, expect, it } from "vitest"
import { startMessagesWorld } from "./messages-support"
import {
  answerTestimonial,
  decideTestimonial,
  launchedReviewedOrder,
  withdrawConsent,
} from "./review-support"
import { testFixture } from "../support/world"

// `/` as a visitor's first request gets it, before any script: the brands count, the testimonials the studio
// published with the client's consent (escaped: markup typed by a client stays text), the content file's filling
// in, and the same facts in the JSON block the page hydrates from. Unpublished and withdrawn words never appear.

const WORDS = 'Launched in two days </script><script>alert("x")</script> & <b>nothing</b> broke.'

interface Facts {
  brands: string
  quotes: { text: string; name: string; position: string }[]
  claim: string
}

describe("the landing page's facts from launches", () => {
  const w = testFixture(async () => {
    const world = await startMessagesWorld()
    return Object.assign(world, { order: await launchedReviewedOrder(world.admin, world.client) })
  })
  const landing = async () => {
    const res = await fetch(w.server.url + "/")
    const html = await res.text()
    const block = /<script type="application\/json" id="landing-facts">([^<]*)<\/script>/.exec(html)
    expect(block, "the facts block").not.toBeNull()
    return { html, facts: JSON.parse(block![1]!) as Facts }
  }

  it("counts the launched brands and fills the testimonials from the content file", async () => {
    const { html, facts } = await landing()
    expect(html).not.toContain("@@ld.")
    expect(facts.brands).toBe("30+") // 30 launched before launchdesk + 1, rounded down to the ten
    expect(html).toContain("Join 30+ Brands")
    expect(facts.quotes.map((q) => q.name)).toEqual(["Ava Okafor", "Noah Lindqvist", "Maya Fontaine"])
    expect(facts.claim).toBe("") // fewer than 10 launches in 90 days: no claim
  })

  it("shows published words with consent, escaped, and drops them once withdrawn", async () => {
    const written = await answerTestimonial(w.client.pb, w.order.id, {
      rating: 4,
      words: WORDS,
      position: "Founder",
      show_words: true,
      show_store: true,
    })
    expect((await landing()).html).not.toContain("nothing</b> broke") // waiting: not on the site
    expect((await landing()).html).not.toContain("nothing&lt;/b&gt; broke")

    await decideTestimonial(w.admin.pb, written, "publish")
    const { html, facts } = await landing()
    expect(facts.quotes[0]).toMatchObject({
      text: WORDS,
      name: "Ava Client",
      position: "Founder, Noir Atelier",
    })
    expect(facts.quotes.slice(1).map((q) => q.name)).toEqual(["Ava Okafor", "Noah Lindqvist"])
    expect(html).toContain(
      "&lt;/script&gt;&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; &lt;b&gt;nothing",
    )
    expect(html).toContain('aria-label="Rated 4 out of 5" data-rating="4"')
    expect(html).not.toContain('<script>alert("x")')
    expect(html).not.toContain("</script><script>alert") // the JSON block escapes "<" (its regex above reads to the first "<")

    await withdrawConsent(w.client.pb, w.order.id, { words: true })
    const after = await landing()
    expect(after.html).not.toContain("&lt;b&gt;nothing")
    expect(after.facts.quotes.map((q) => q.name)).toEqual(["Ava Okafor", "Noah Lindqvist", "Maya Fontaine"])
  })
})
