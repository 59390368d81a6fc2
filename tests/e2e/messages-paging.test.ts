import { beforeAll, describe, expect, it } from "vitest"
import { viewports } from "../support/browser"
import { openAs, thread } from "./messages-support"
import { sleep } from "../support/wait"
import { testWorld } from "../support/world"
import { newOrder } from "../support/orders"

// One page of the thread holds 30 messages (ui/src/features/messages/api.ts).
const COUNT = 35

describe("a long conversation", () => {
  const world = testWorld({ browser: true, admin: "Sam Rivera", client: "Mia Holt" })
  let orderId: string
  const ids: string[] = []

  beforeAll(async () => {
    const order = await newOrder(world.client, {
      title: "Holt ceramics store",
      description: "Ceramics.",
      company_name: "Holt",
    })
    orderId = order.id
    for (let i = 1; i <= COUNT; i++) {
      const m = await world.admin.pb
        .collection("messages")
        .create({ order: orderId, body: `Step ${i} of the build.` })
      ids.push(m.id)
    }
  })

  it("opens on the newest messages, pages in older ones, and shows an edit live", async () => {
    const side = await openAs(world.browser, world.client, viewports.phone)
    const { page } = side
    await page.goto(`${world.server.url}/portal/orders/${orderId}`)
    const log = thread(page)
    await log.getByText(`Step ${COUNT} of the build.`).waitFor()
    expect(await log.getByText("Step 5 of the build.", { exact: true }).count()).toBe(0)
    expect(await log.locator(".message").count()).toBe(30)
    // The newest message is in view: the conversation is scrolled to its end.
    await expect
      .poll(() => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight))
      .toBeLessThan(4)

    await log.getByRole("button", { name: "Show earlier messages" }).click()
    await log.getByText("Step 1 of the build.", { exact: true }).waitFor()
    expect(await log.locator(".message").count()).toBe(COUNT)
    expect(await log.getByRole("button", { name: "Show earlier messages" }).count()).toBe(0)
    const order = await log
      .locator(".message__body")
      .evaluateAll((els) => els.map((e) => Number(/Step (\d+)/.exec(e.textContent ?? "")?.[1])))
    expect(order).toEqual(Array.from({ length: COUNT }, (_, i) => i + 1))

    // The studio corrects its last message: the client sees the new text, marked "edited", without reloading.
    const last = log.locator(".message", { hasText: `Step ${COUNT}` })
    expect(await last.getByText("edited").count()).toBe(0)
    await sleep(1100) // "edited" compares seconds
    await world.admin.pb
      .collection("messages")
      .update(ids[COUNT - 1]!, { body: `Step ${COUNT} of the build, corrected.` })
    await last.getByText("corrected").waitFor()
    await last.getByText("edited").waitFor()
    expect(side.seen.errors).toEqual([])
    await side.close()
  })
})
