import { mkdirSync } from "node:fs"
import { beforeAll, describe, expect, it } from "vitest"
import { keepShot, screenSizes } from "../support/browser"
import { expectAccessible, expectNoHorizontalScroll } from "./portal-support"
import { openAs, PNG, send, shoot, thread } from "./messages-support"
import { studioAndClient, testWorld } from "../support/world"
import { newOrder } from "../support/orders"

// A message with a file the server refuses: "Retry" could never succeed, so the sender is offered to send the rest
// without the refused file (the text and the good file are kept), or to drop the message.

const SHOTS = "/tmp/shots-seams"
const REFUSED = { name: "colours.js", mimeType: "text/javascript", buffer: Buffer.from("alert(1)") }
const LOGO = { name: "logo.png", mimeType: "image/png", buffer: PNG }
const BAD_RESPONSE = "Failed to load resource: the server responded with a status of 400 (Bad Request)"

describe("a message with a refused attachment", () => {
  const world = testWorld(studioAndClient("Sam Rivera", "Lena Brandt"))
  let orderId: string

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true })
    const order = await newOrder(world.client, { title: "Brandt refused files", company_name: "Brandt" })
    orderId = order.id
  })

  const stored = async (body: string) =>
    world.client.pb.collection("messages").getFullList({
      filter: world.client.pb.filter("order = {:o} && body = {:b}", { o: orderId, b: body }),
    })

  for (const [size, viewport] of Object.entries(screenSizes)) {
    it(`is sent without the refused file, keeping the text and the other file (${size})`, async () => {
      const brand = await openAs(world.browser, world.client, viewport)
      await brand.page.goto(`${world.server.url}/portal/orders/${orderId}`)
      await thread(brand.page).or(brand.page.getByText("No messages yet")).first().waitFor()
      const text = `Our logo and colours (${size})`
      await send(brand.page, text, [LOGO, REFUSED])
      const failed = thread(brand.page).locator(".message", { hasText: text })
      await failed.getByText('"colours.js" cannot be shared here').waitFor()
      expect(await failed.getByRole("button", { name: "Retry" }).count(), "a Retry that cannot succeed").toBe(
        0,
      )
      await failed.getByText("Refused").waitFor()
      await failed.scrollIntoViewIfNeeded()
      await expectNoHorizontalScroll(brand.page)
      await shoot(brand.page, `messages-refused-${viewport.width}`)
      await keepShot(failed, `${SHOTS}/messages-refused-${viewport.width}.png`)
      await expectAccessible(brand.page, `a message with a refused file at ${viewport.width}`)

      const records = "**/api/collections/messages/records*"
      if (size === "desktop") {
        // The rest cannot reach the server at first: it is kept, and Retry sends it (the kept draft still works).
        await brand.page.route(records, (route) =>
          route.request().method() === "POST" ? route.abort("connectionreset") : route.continue(),
        )
      }
      await failed.getByRole("button", { name: 'Send without "colours.js"' }).click()
      if (size === "desktop") {
        await failed.getByRole("button", { name: "Retry" }).waitFor()
        expect(await failed.getByText("colours.js").count()).toBe(0)
        await brand.page.unroute(records)
        await failed.getByRole("button", { name: "Retry" }).click()
      }
      await failed.getByText("Sent").waitFor()
      const [message, ...more] = await stored(text)
      expect(more).toHaveLength(0)
      expect(message?.["files"]).toHaveLength(1)
      expect(String((message?.["files"] as string[])[0])).toMatch(/^logo_\w+\.png$/)
      await thread(brand.page).getByRole("img", { name: "logo.png" }).last().waitFor()
      expect(brand.seen.errors.filter((e) => !e.includes("ERR_CONNECTION_RESET"))).toEqual([BAD_RESPONSE])
      await brand.close()
    })
  }

  it("offers only to drop a message that had nothing but a refused file", async () => {
    const brand = await openAs(world.browser, world.client, screenSizes.phone)
    await brand.page.goto(`${world.server.url}/portal/orders/${orderId}`)
    await thread(brand.page).waitFor()
    await brand.page.locator('.composer input[type="file"]').setInputFiles([REFUSED])
    await brand.page.getByRole("form", { name: "New message" }).getByRole("button", { name: "Send" }).click()
    const failed = thread(brand.page).locator(".message", { hasText: '"colours.js" cannot be shared here' })
    await failed.waitFor()
    expect(await failed.getByRole("button", { name: /Send without|Retry/ }).count()).toBe(0)
    await failed.getByRole("button", { name: "Discard" }).click()
    await failed.waitFor({ state: "detached" })
    expect(brand.seen.errors).toEqual([BAD_RESPONSE])
    await brand.close()
  })
})
