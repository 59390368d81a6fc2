import { mkdirSync } from "node:fs"
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { keepShot, screenSizes, throttledPhone, viewports, watchErrors } from "../support/browser"
import { seedSession } from "../support/session"
import { approve, BAD_CSV, shopifyOrder } from "../integration/launch-support"
import { PNG } from "../integration/messages-support"
import { at, expectNoHorizontalScroll } from "./portal-support"
import { testWorld } from "../support/world"

// The brand intake on a phone with a phone's CPU: words typed beside a file are kept (in the conversation and on
// the item), a product CSV that fails the check shows its row errors and is never posted to the conversation, and
// the file picker names what was chosen.

const SHOTS = "/tmp/shots-forms"

describe("brand intake keeps every word", () => {
  const world = testWorld({ browser: true, admin: "Sam Studio", client: "Ava Client" })
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    ;({ context, page } = await throttledPhone(world.browser, 4, (c) => seedSession(c, world.client.pb)))
  })
  afterAll(async () => {
    await context?.close()
  })

  it("keeps the text sent with a logo, and posts nothing for a product CSV that fails the check", async () => {
    const seen = watchErrors(page)
    const order = await shopifyOrder(world.client)
    await approve(world.admin, order)
    await page.goto(at(world.server, `/portal/orders/${order.id}`))
    const logo = page.getByRole("form", { name: "Logo" })
    await logo.getByText("No files chosen yet").waitFor()
    await logo.getByLabel("Answer").fill("Our logo is attached. Black on cream.")
    await logo.getByLabel("Files").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG })
    await logo.getByText("logo.png", { exact: true }).waitFor() // the picker names the chosen file
    await logo.getByRole("button", { name: "Send logo" }).click()
    await logo.waitFor({ state: "detached" })
    const intake = page.getByRole("list", { name: "Brand intake checklist" })
    await intake.getByText("Our logo is attached. Black on cream.").waitFor()
    const thread = page.getByRole("region", { name: "Messages" })
    await thread.getByText("Our logo is attached. Black on cream.").waitFor()

    const products = page.getByRole("form", { name: "Product list" })
    await products.getByLabel("Product CSV file").setInputFiles({
      name: "products.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(BAD_CSV),
    })
    await products.getByRole("button", { name: /Send/ }).click()
    await products.getByText("Row 5: Published must be TRUE or FALSE.").waitFor()
    for (const [name, size] of Object.entries(screenSizes)) {
      await page.setViewportSize(size)
      await keepShot(page, `${SHOTS}/intake-${name}.png`, { fullPage: true })
      await keepShot(intake, `${SHOTS}/intake-list-${name}.png`)
      await keepShot(thread, `${SHOTS}/intake-thread-${name}.png`)
      await expectNoHorizontalScroll(page)
    }
    await page.setViewportSize(viewports.phone)
    await expect(thread.getByText("Product list: products.csv").count()).resolves.toBe(0)
    const posted = await world.client.pb
      .collection("messages")
      .getFullList({ filter: world.client.pb.filter("order = {:id}", { id: order.id }) })
    expect(posted.map((m) => m.body)).toEqual(["Logo: logo.png\n\nOur logo is attached. Black on cream."])
    const item = await world.client.pb
      .collection("intake_items")
      .getFirstListItem(world.client.pb.filter("order = {:id} && item = 'products'", { id: order.id }))
    expect(item.state).toBe("open")
    // the one refused request: the product CSV's message (400), shown as row errors
    expect(seen.errors).toEqual([
      "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ])
  })
})
