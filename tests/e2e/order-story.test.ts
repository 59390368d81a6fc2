import { mkdirSync } from "node:fs"
import type { Page } from "playwright-core"
import type { RecordModel } from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import table from "../../internal/launch/testdata/stance_words.json"
import { keepShot, screenSizes } from "../support/browser"
import { newOrder } from "../support/orders"
import { type OpenedPages, openSignedIn } from "../support/session"
import { studioAndClient, testWorld } from "../support/world"
import { completeIntake, launchOf, moveStep, setAccess } from "../integration/launch-support"
import { approveReview, askReview } from "../integration/review-support"
import { expectAccessible, expectNoHorizontalScroll } from "./portal-support"

// One order's story, told the same on every screen (issue 40 items 1-6): a client whose store is on Shopify sends an
// order without the collaborator code; the studio approves it with the payment due. At every step the client's page
// (a phone) and the studio's page (a desktop), both live, say what the hooks' table says of the launch's stance
// (internal/launch/testdata/stance_words.json, written from pb_hooks/lib/turn_words.js): whose turn, what comes next,
// where the clock stands; exactly one step is current; the e-mail's next step is the table's. Screens at 320, 390
// and 1280 px go to /tmp (never committed).

const SHOTS = "/tmp/order-story-shots"

type Row = (typeof table)[number]

describe("an order on Shopify without a code, from submission to launch", () => {
  const world = testWorld(studioAndClient("Sam Studio", "Ava Client", { MAIL_RETRY_SECONDS: "1" }))
  const opened: OpenedPages = { contexts: [], errors: [] }
  let client: Page
  let studio: Page
  let order: RecordModel

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    client = await openSignedIn(world.browser, world.client.pb, screenSizes.phone, opened)
    studio = await openSignedIn(world.browser, world.admin.pb, screenSizes.desktop, opened)
  })
  afterAll(async () => {
    for (const c of opened.contexts) await c.close()
  })

  /** rowOf finds the table's words for the launch's stored stance and clock. */
  async function expected(): Promise<Row> {
    const l = await launchOf(world.admin.pb, order.id)
    const key = (r: Row["launch"]) =>
      JSON.stringify([
        r.waits_on,
        r.next,
        r.owes,
        r.needs,
        r.clock_started !== "",
        r.clock_running_since !== "",
      ])
    const want = key(l as unknown as Row["launch"])
    const row = table.find((r) => key(r.launch) === want)
    expect(row, `the table has the stance ${want}`).toBeDefined()
    return row!
  }

  const texts = (page: Page, selector: string) =>
    page
      .locator(selector)
      .allTextContents()
      .then((all) => all.map((t) => t.trim()))

  /** agree: both screens say the table's words for the launch as it is now. */
  async function agree(stage: string) {
    const row = await expected()
    const clientTurn = client.getByRole("region", { name: "Status" }).locator(".launch-turn")
    const studioTurn = studio.locator(".launch-admin .launch-turn")
    if (row.client.whose) {
      await expect
        .poll(() => texts(client, ".order-detail__status .launch-turn__who"), { message: stage })
        .toEqual([row.client.whose])
      await expect
        .poll(() => texts(client, ".order-detail__status .launch-turn__todo li"), { message: stage })
        .toEqual(row.client.todo)
      await expect
        .poll(() => texts(studio, ".launch-admin .launch-turn__who"), { message: stage })
        .toEqual([row.studio.whose])
      await expect
        .poll(() => texts(studio, ".launch-admin .launch-turn__todo li"), { message: stage })
        .toEqual(row.studio.todo)
    } else {
      await expect.poll(() => clientTurn.count(), { message: stage }).toBe(0)
      await expect.poll(() => studioTurn.count(), { message: stage }).toBe(0)
    }
    if (row.launch.clock_started === "" && row.client.clock) {
      await client.locator(".launch-clock--idle", { hasText: row.client.clock }).waitFor()
      await studio.locator(".launch-clock--idle", { hasText: row.studio.clock }).waitFor()
    }
    expect(await client.locator("[aria-current=step]").count(), stage).toBeLessThanOrEqual(1)
    return row
  }

  async function shoot(name: string) {
    for (const [size, viewport] of Object.entries(screenSizes)) {
      await client.setViewportSize(viewport)
      await keepShot(client, `${SHOTS}/client-${name}-${size}.png`, { fullPage: true })
      await expectNoHorizontalScroll(client)
    }
    await client.setViewportSize(screenSizes.phone)
    await keepShot(studio, `${SHOTS}/studio-${name}-desktop.png`, { fullPage: true })
  }

  it("tells one story at every step", async () => {
    order = await newOrder(world.client, { title: "Noir summer drop", on_shopify: true })
    await client.goto(`${world.server.url}/portal/orders/${order.id}`)
    await client.getByText("The studio needs your store's collaborator code", { exact: false }).waitFor()
    await client.getByRole("form", { name: "Shopify collaborator code" }).waitFor()
    await shoot("pending")

    // approved with the payment due: the client owes the payment, the code and the intake; the clock waits on them
    await world.admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    await studio.goto(`${world.server.url}/admin/orders/${order.id}`)
    await studio.getByRole("heading", { name: "2-day launch" }).waitFor()
    const approved = await agree("approved, payment due")
    expect(approved.launch.owes).toEqual(["pay", "code", "intake"])
    // the client's answers on the form are shown to both (item 22)
    for (const [who, page] of [
      ["client", client],
      ["studio", studio],
    ] as const) {
      const answer = page.locator('dt:text-is("Store on Shopify") + dd')
      expect(await answer.textContent(), who).toBe("Yes")
    }
    await expect.poll(() => client.locator("[aria-current=step]").textContent()).toContain("Payment")
    const mail = await world.smtp.waitFor(
      (m) => m.to.includes(world.client.email) && (m.parsed.text ?? "").includes("Next step:"),
    )
    expect(mail[0]!.parsed.text).toContain(approved.email)
    await expectAccessible(client, "client order, payment and code due")
    await shoot("approved")

    // the client gives the code on the order page
    const form = client.getByRole("form", { name: "Shopify collaborator code" })
    await form.getByLabel("Shopify collaborator code").fill("4821")
    await form.getByRole("button", { name: "Send code" }).click()
    await client.getByText("Thank you: the studio has your collaborator code.").waitFor()
    await expect.poll(async () => (await launchOf(world.admin.pb, order.id))["access"]).toBe("code_received")
    await agree("code given")

    // the studio marks the payment received, the intake comes in
    await world.admin.pb.send(`/api/launchdesk/orders/${order.id}/payment/mark-paid`, {
      method: "POST",
      body: { method: "bank_transfer", reference: "TR-77" },
    })
    await moveStep(world.admin.pb, order.id, "intake")
    await completeIntake(world.client, order.id)
    const request = await agree("paid, intake sent: the studio sends the request")
    expect([request.launch.waits_on, request.launch.next]).toEqual(["studio", "request"])

    await moveStep(world.admin.pb, order.id, "access")
    await setAccess(world.admin.pb, order.id, "request_sent", "noir-summer.myshopify.com")
    await agree("request sent: the client approves it")
    await client.getByRole("button", { name: "I approved the request" }).click()
    await expect.poll(async () => (await launchOf(world.admin.pb, order.id))["access"]).toBe("granted")
    const building = await agree("access granted: the clock runs, the studio builds")
    expect(building.launch.clock_running_since).not.toBe("")

    await moveStep(world.admin.pb, order.id, "building")
    await askReview(world.admin.pb, order.id)
    await agree("preview posted: the client reviews it")
    await shoot("preview")
    await approveReview(world.client.pb, order.id)
    const launchNext = await agree("preview approved: the studio's turn at once")
    expect(launchNext.launch.next).toBe("launch")

    await moveStep(world.admin.pb, order.id, "launched")
    await agree("launched: nobody's turn")
    await client.getByText("Launched within the 2-day promise.").waitFor()
    await shoot("launched")
    await expectAccessible(client, "client order launched")
    expect(opened.errors.flat()).toEqual([])
  })
})
