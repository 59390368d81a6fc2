import { mkdirSync } from "node:fs"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Account, createSuperuser } from "../support/accounts"
import { keepShot, screenSizes } from "../support/browser"
import { type OpenedPages, openSignedIn } from "../support/session"
import { approve, BAD_CSV, GOOD_CSV, shopifyOrder } from "../integration/launch-support"
import { PNG } from "../integration/messages-support"
import { expectAccessible, expectNoHorizontalScroll } from "./portal-support"
import { completionMail } from "./journey-support"
import { sleep } from "../support/wait"
import { LAUNCH_REASON, newOrder } from "../support/orders"
import { askReview, overrideReview } from "../integration/review-support"
import { studioAndClient, testWorld } from "../support/world"

// The 2-day launch tracker in Chromium: a Shopify order walks every step with intake files, a bad product CSV
// rejected with row errors then a good one, the access steps and the countdown; Launched completes the order and
// the client gets the completion e-mail once. Screens at 320, 390 and 1280 px go to /tmp (never committed).

const SHOTS = "/tmp/tracker-shots"

describe("launch tracker journey", () => {
  const world = testWorld(studioAndClient("Sam Studio", "Ava Client", { MAIL_RETRY_SECONDS: "1" }))
  let adminPage: Page
  let clientPage: Page
  const opened: OpenedPages = { contexts: [], errors: [] }
  const { contexts, errors } = opened
  const open = (account: Account, size: { width: number; height: number }) =>
    openSignedIn(world.browser, account.pb, size, opened)

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    adminPage = await open(world.admin, screenSizes.desktop)
    clientPage = await open(world.client, screenSizes.phone)
    // The client's page keeps its own clock (real time, until a test moves it): see the countdown's tick below.
    await clientPage.clock.install()
  })
  afterAll(async () => {
    for (const c of contexts) await c.close()
  })

  const moveTo = async (step: string) => {
    await adminPage.getByLabel("Move to step").selectOption({ label: step })
    await adminPage.getByRole("button", { name: "Move step" }).click()
    await adminPage.getByText(`Step: ${step}`).waitFor()
  }
  const clientStep = (name: string) => clientPage.locator(".timeline__step--current h3", { hasText: name })
  const itemForm = (name: string) => clientPage.getByRole("form", { name })

  it("walks a Shopify order from approval to launch", async () => {
    const order = await shopifyOrder(world.client, "4821-abc")
    await approve(world.admin, order) // with the payment waived: the clock is this file's subject
    await adminPage.goto(`${world.server.url}/admin/orders/${order.id}`)
    await adminPage.getByRole("heading", { name: "2-day launch" }).waitFor()
    await clientPage.goto(`${world.server.url}/portal/orders/${order.id}`)
    await clientPage.getByRole("heading", { name: "Your 2-day launch" }).waitFor()
    await clientStep("Approved").waitFor()
    await expect(clientPage.getByText("Shopify collaborator code").count()).resolves.toBe(0)

    await moveTo("Brand intake")
    await clientStep("Brand intake").waitFor() // live, without a reload
    await clientPage.getByText("Waiting on you").waitFor()

    await itemForm("Logo")
      .getByLabel("Files")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG })
    await itemForm("Logo").getByRole("button", { name: "Send logo" }).click()
    await itemForm("Logo").waitFor({ state: "detached" })
    await itemForm("Brand colours and fonts")
      .getByLabel("Answer")
      .fill("#111111 and #f5d90a; Inter and Fraunces")
    await itemForm("Brand colours and fonts").getByRole("button", { name: /Send/ }).click()

    const products = itemForm("Product list")
    await products.getByLabel("Product CSV file").setInputFiles({
      name: "products.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(BAD_CSV),
    })
    await products.getByRole("button", { name: /Send/ }).click()
    const alert = products.getByRole("alert")
    await alert.getByText("The product list has 4 problems: fix them and upload the file again.").waitFor()
    await alert.getByText('Row 3: the first row of "wool-beanie" needs a Title.').waitFor()
    await alert.getByText("Row 5: Published must be TRUE or FALSE.").waitFor()
    for (const [name, size] of Object.entries(screenSizes)) {
      await clientPage.setViewportSize(size)
      await keepShot(clientPage, `${SHOTS}/client-csv-errors-${name}.png`, { fullPage: true })
      await expectNoHorizontalScroll(clientPage)
    }
    await clientPage.setViewportSize(screenSizes.phone)
    await expectAccessible(clientPage, "client intake with CSV errors")
    await products.getByLabel("Product CSV file").setInputFiles({
      name: "products.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(GOOD_CSV),
    })
    await products.getByRole("button", { name: /Send/ }).click()
    await products.waitFor({ state: "detached" })

    await itemForm("Policies (shipping, returns)").getByLabel("Answer").fill("Free returns within 30 days.")
    await itemForm("Policies (shipping, returns)").getByRole("button", { name: /Send/ }).click()
    await itemForm("Domain").getByLabel("Answer").fill("noir-atelier.com at Gandi")
    await itemForm("Domain").getByRole("button", { name: /Send/ }).click()
    await clientPage.getByText("Waiting on the studio").waitFor()

    await moveTo("Store access")
    await adminPage.getByText("4821-abc").first().waitFor() // the code, for the studio only
    await adminPage.getByLabel("Store address").fill("noir-atelier.myshopify.com")
    await adminPage.getByRole("button", { name: "Mark request sent" }).click()
    await clientPage.getByText("Approve launchdesk in your Shopify admin:").waitFor()
    await clientPage.getByText("noir-atelier.myshopify.com/admin").waitFor()
    await expectAccessible(clientPage, "client access step")

    await adminPage.getByRole("button", { name: "Mark access granted" }).click()
    await clientPage.getByText(/^Launch due \w{3}, \w{3} \d+, \d+:\d{2} [AP]M E[SD]T$/).waitFor()
    // The countdown reads the time every 30 s (useNow), so until its next tick it may show the whole 2 d: move the
    // page's clock to that tick rather than wait up to 30 s for it.
    await clientPage.clock.fastForward(30_000)
    await clientPage.getByText(/^1 d 23 h left$/).waitFor()
    await adminPage.getByText(/^Launch due /).waitFor()
    // gone once access is granted (the order's change may reach the page after the launch's)
    await expect.poll(() => adminPage.getByText("4821-abc").count(), { timeout: 5_000 }).toBe(0)

    await moveTo("Building")
    for (const [name, size] of Object.entries(screenSizes)) {
      await clientPage.setViewportSize(size)
      await keepShot(clientPage, `${SHOTS}/client-countdown-${name}.png`, { fullPage: true })
      await expectNoHorizontalScroll(clientPage)
      await adminPage.setViewportSize(size)
      await keepShot(adminPage, `${SHOTS}/admin-launch-${name}.png`, { fullPage: true })
    }
    await adminPage.setViewportSize(screenSizes.desktop)
    await clientPage.setViewportSize(screenSizes.phone)
    await expectAccessible(clientPage, "client countdown")
    await expectAccessible(adminPage, "admin launch panel")

    // Preview comes with the posted preview (the studio's review card; preview-review.test.ts walks it by hand)
    await expect(
      adminPage.getByLabel("Move to step").locator("option", { hasText: "Preview" }).count(),
    ).resolves.toBe(0)
    await askReview(world.admin.pb, order.id)
    await clientPage.getByText(/clock paused while the studio waits on you/).waitFor()
    await clientPage.getByText("Review the preview: approve it for launch or request changes.").waitFor()
    await overrideReview(world.admin.pb, order.id, LAUNCH_REASON) // the launch gate: the studio's approval
    await moveTo("Launched")
    await clientPage.getByText("Launched within the 2-day promise.").waitFor()
    const history = adminPage.locator(".launch-history")
    await history.getByText("Preview → Launched").waitFor()
    await history.getByText("Access request sent to noir-atelier.myshopify.com").waitFor()
    await history.getByText("Brand intake complete").waitFor()
    const completion = completionMail(world.client.email, order.title)
    const [mail] = await world.smtp.waitFor(completion, 1, 10_000)
    expect(mail!.parsed.text).toContain("Congratulations! Your order has been completed.")
    await sleep(1500)
    expect(world.smtp.messages.filter(completion)).toHaveLength(1)
    expect((await world.client.pb.collection("orders").getOne(order.id)).status).toBe("completed")
  })

  it("shows the development-store path for an order not on Shopify", async () => {
    const order = await newOrder(world.client)
    await approve(world.admin, order) // with the payment waived: the clock is this file's subject
    await clientPage.goto(`${world.server.url}/portal/orders/${order.id}`)
    await clientPage.getByText(/builds your store on its own Shopify development store/).waitFor()
    await clientPage
      .getByText("The 2-day clock starts once the brand intake is complete.") // paid, and built on the studio's store
      .waitFor()
    await expectAccessible(clientPage, "development-store path")
  })

  it("shows the promise on the admin dashboard and sorts and filters the orders table by due time", async () => {
    const su = await createSuperuser(world.server)
    const late = await newOrder(world.client)
    const soon = await newOrder(world.client)
    for (const order of [late, soon]) {
      await approve(world.admin, order) // with the payment waived: the clock is this file's subject
      for (const item of ["logo", "colors_fonts", "products", "policies", "domain"]) {
        await world.admin.pb.send(`/api/launchdesk/orders/${order.id}/intake/${item}/mark`, {
          method: "POST",
          body: { state: "not_needed" },
        })
      }
    }
    // the clock of `late` started 3 days ago: its 2 days are spent
    const launch = await su
      .collection("launches")
      .getFirstListItem(su.filter("order = {:id}", { id: late.id }))
    const ago = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString().replace("T", " ")
    await su.collection("launches").update(launch.id, {
      clock_started: ago(72),
      clock_running_since: ago(72),
      due_at: ago(24),
    })

    await adminPage.goto(`${world.server.url}/admin`)
    const card = adminPage.getByRole("region", { name: "The 2-day promise" })
    await card.getByRole("link", { name: late.title }).waitFor()
    await card.getByText("100% on time (1 of 1)").first().waitFor()
    await card.getByRole("img", { name: /Launches per week, last 13 weeks: .*1 on time, 0 late/ }).waitFor()
    for (const [name, size] of Object.entries(screenSizes)) {
      await adminPage.setViewportSize(size)
      await keepShot(adminPage, `${SHOTS}/admin-dashboard-${name}.png`, { fullPage: true })
      await expectNoHorizontalScroll(adminPage)
    }
    await expectAccessible(adminPage, "admin dashboard")
    await adminPage.setViewportSize(screenSizes.desktop)

    await adminPage.goto(`${world.server.url}/admin/orders`)
    await adminPage.getByRole("button", { name: /Launch due/ }).click()
    await adminPage.waitForURL(/sort=due/)
    const titles = () => adminPage.locator(".order-cell__title").allTextContents()
    await expect.poll(async () => (await titles()).slice(0, 2)).toEqual([late.title, soon.title])
    await adminPage.getByLabel("Overdue launches only").check()
    await adminPage.waitForURL(/overdue=true/)
    await expect.poll(titles).toEqual([late.title])
    await adminPage
      .getByText(/overdue$/)
      .first()
      .waitFor()
    await keepShot(adminPage, `${SHOTS}/admin-orders-overdue-desktop.png`, { fullPage: true })
    await expectAccessible(adminPage, "admin orders overdue")
    // the one refused request of the whole journey: the bad product CSV (400), shown as row errors
    expect(errors.flat()).toEqual([
      "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ])
  })
})
