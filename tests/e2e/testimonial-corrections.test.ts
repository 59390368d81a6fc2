import { mkdirSync } from "node:fs"
import type { Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { screenSizes } from "../support/browser"
import type { OpenedPages } from "../support/session"
import {
  answerTestimonial,
  decideTestimonial,
  landingQuotes,
  launchedReviewedOrder,
} from "../integration/review-support"
import { openAs, shootWithPart } from "./journey-support"
import { expectAccessible } from "./portal-support"
import { studioAndClient, testWorld } from "../support/world"

// Correcting a published testimonial in two browsers (issue 40 item 27): the studio proposes corrected words, the
// client accepts them on its order page and `/` shows them; the studio then hides it and asks the client to revise
// it, and the client reads the note and sends its words again from the form filled with them. Screens at 320, 390
// and 1280 px go to /tmp/shots-testimonial-corrections (never committed).

const SHOTS = "/tmp/shots-testimonial-corrections"
const WORDS = 'Launched in two days. <script>alert("hi")</script> Great team.'
const CORRECTED = "Launched in two days, with a great team behind it."
const NOTE = "Could you name the part of the launch you liked most? We would love to show it."
const REVISED = "Launched in two days; the product import saved us a week of work."

describe("correcting a testimonial with the client", () => {
  const world = testWorld(studioAndClient("Sam Studio", "Ava Client", { MAIL_RETRY_SECONDS: "1" }))
  const opened: OpenedPages = { contexts: [], errors: [] }
  let studio: Page
  let client: Page
  const shoot = (page: Page, part: Locator, name: string) => shootWithPart(page, part, SHOTS, name, "card")
  const quotes = () => landingQuotes(world.server.url)

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    studio = await openAs(world.browser, opened, world.admin, screenSizes.desktop)
    client = await openAs(world.browser, opened, world.client, screenSizes.phone)
  })
  afterAll(async () => {
    for (const c of opened.contexts) await c.close()
  })

  it("proposes words the client accepts, then hides and asks, and the client revises", async () => {
    const order = await launchedReviewedOrder(world.admin, world.client)
    const answer = { rating: 5, words: WORDS, position: "Founder", show_words: true, show_store: true }
    const written = await answerTestimonial(world.client.pb, order.id, answer)
    await decideTestimonial(world.admin.pb, written, "publish")
    expect(await quotes()).toContain(WORDS)

    await studio.goto(`${world.server.url}/admin/testimonials`)
    const published = studio.getByRole("region", { name: "Published (1)" })
    await published.getByRole("button", { name: "Propose corrected words" }).click()
    const words = published.getByLabel("The corrected words (20 to 600 characters)")
    expect(await words.inputValue()).toBe(WORDS) // the form starts from the client's words
    await words.fill(CORRECTED)
    await shoot(studio, published.getByRole("listitem"), "admin-propose-form")
    await studio.setViewportSize(screenSizes.desktop)
    await expectAccessible(studio, "admin proposal form")
    await published.getByRole("button", { name: "Send the proposal" }).click()
    await published.getByText("You proposed these words; the client has not answered yet:").waitFor()
    await shoot(studio, published.getByRole("listitem"), "admin-proposed")
    await studio.setViewportSize(screenSizes.desktop)
    await expectAccessible(studio, "admin testimonials with a proposal")
    expect(await quotes()).toContain(WORDS) // nothing changes on the site before the client accepts

    await client.goto(`${world.server.url}/portal/orders/${order.id}`)
    const card = client.getByRole("region", { name: "How did your launch go?" })
    const proposal = card.getByRole("group", { name: "The studio's correction" })
    await proposal.getByText(CORRECTED).waitFor()
    await card.getByText(WORDS).waitFor() // its own words, as typed: text, not markup
    await shoot(client, card, "client-proposal")
    await client.setViewportSize(screenSizes.phone)
    await expectAccessible(client, "client testimonial with a proposal")
    await proposal.getByRole("button", { name: "Accept the correction" }).click()
    await proposal.waitFor({ state: "detached" })
    await card.locator("blockquote", { hasText: CORRECTED }).waitFor()
    await expect.poll(quotes).toContain(CORRECTED)
    expect(await quotes()).not.toContain(WORDS)

    await studio.reload()
    await published.getByText(CORRECTED).waitFor()
    await published.getByRole("button", { name: "Hide and ask the client" }).click()
    await published.getByLabel("Your note to the client (10 to 280 characters)").fill(NOTE)
    await published.getByRole("button", { name: "Hide and ask" }).click()
    const hidden = studio.getByRole("region", { name: "Hidden (1)" })
    await hidden.getByText(NOTE).waitFor()
    await shoot(studio, hidden.getByRole("listitem"), "admin-asked")
    await studio.setViewportSize(screenSizes.desktop)
    expect(await quotes()).not.toContain(CORRECTED)
    const [mail] = await world.smtp.waitFor(
      (m) =>
        m.to.includes(world.client.email) &&
        m.parsed.subject === `Please revise your testimonial: ${order.title}`,
      1,
      10_000,
    )
    expect(mail!.parsed.text).toContain(NOTE)

    await client.reload()
    await card.getByText("The studio asks you to revise your words.").waitFor()
    await card.getByText(NOTE).waitFor()
    const field = card.getByLabel("A few sentences about your launch")
    expect(await field.inputValue()).toBe(CORRECTED) // the form is filled with its words
    await shoot(client, card, "client-asked")
    await client.setViewportSize(screenSizes.phone)
    await expectAccessible(client, "client testimonial asked to revise")
    await field.fill(REVISED)
    await card.getByRole("button", { name: "Send my testimonial" }).click()
    await card.getByText(/will read your words/).waitFor()
    expect(await card.getByText(NOTE).count()).toBe(0)

    await studio.reload()
    const waiting = studio.getByRole("region", { name: "Waiting (1)" })
    await waiting.getByText(REVISED).waitFor()
    await waiting.getByRole("button", { name: "Publish" }).click()
    await studio.getByRole("region", { name: "Published (1)" }).getByText(REVISED).waitFor()
    expect(await quotes()).toContain(REVISED)
    expect(opened.errors.flat()).toEqual([])
  })
})
