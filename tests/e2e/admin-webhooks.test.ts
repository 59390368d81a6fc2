import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { screenSizes, watchErrors } from "../support/browser"
import { newOrder } from "../support/orders"
import { poll } from "../support/wait"
import { type Receiver, startReceiver } from "../support/webhook-receiver"
import { startWorld, testFixture } from "../support/world"
import { adminContext, at } from "./admin-fixture"
import { itFitsEverySize } from "./admin-screen-fits"

// /admin/settings/webhooks: the studio adds an endpoint with a checkbox per event, sees its secret, rotates it, and
// sees each delivery with its last answer and "Send again"; at 320, 390 and 1280 px without sideways scrolling.

const w = testFixture(() =>
  startWorld({
    admin: "Studio Admin",
    client: "Hook Client",
    browser: true,
    env: { WEBHOOK_RETRY_SECONDS: "1" },
  }),
)
let receiver: Receiver
beforeAll(async () => {
  receiver = await startReceiver(1) // one 500 per event, then 200
})
afterAll(() => receiver.close())

describe("the webhooks screen", () => {
  it("adds an endpoint, shows its secret, rotates it and lists the deliveries", async () => {
    const context = await adminContext(w.browser, w, screenSizes.desktop)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(w, "/admin/settings/webhooks"))
    await page.getByLabel("Endpoint URL").fill(receiver.url)
    await page.getByRole("checkbox", { name: "testimonial.published" }).uncheck()
    await page.getByRole("button", { name: "Add endpoint" }).click()
    const secret = page.locator(".webhooks__secret code")
    await secret.waitFor()
    const first = (await secret.textContent()) ?? ""
    expect(first).toMatch(/^whsec_\w{32}$/)
    await expect(page.locator(".webhooks__types").textContent()).resolves.not.toContain(
      "testimonial.published",
    )

    await newOrder(w.client)
    await poll(async () => receiver.got.some((r) => r.answered === 200), 15_000)
    await page.reload()
    const delivery = page.locator(".webhooks__delivery").first()
    await delivery.getByText("Last answer: 200 · thanks").waitFor()
    await delivery.getByText("delivered").waitFor()

    const before = receiver.got.length
    await delivery.getByRole("button", { name: "Send again" }).click()
    await poll(async () => receiver.got.length > before, 10_000)
    expect(receiver.got.at(-1)?.id).toBe(receiver.got[0]?.id)

    await page.getByRole("button", { name: "Rotate secret" }).click()
    await page.getByRole("dialog").getByRole("button", { name: "Rotate secret" }).click()
    await poll(async () => (await secret.textContent()) !== first, 5000)
    expect(await secret.textContent()).toMatch(/^whsec_\w{32}$/)
    expect(seen.errors).toEqual([])
    await context.close()
  })

  itFitsEverySize(w, "webhooks", "/admin/settings/webhooks", (page) =>
    page.locator(".webhooks__delivery").first().waitFor(),
  )
})
