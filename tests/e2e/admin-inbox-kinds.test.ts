import { describe, expect, it } from "vitest"
import { screenSizes, screenshot, watchErrors } from "../support/browser"
import { seedSession } from "../support/session"
import { studioAndClient, testWorld } from "../support/world"
import { approve, completeIntake, setAccess, shopifyOrder } from "../integration/launch-support"
import { approveReview, askReview, orderInBuilding, requestChanges } from "../integration/review-support"
import { expectAccessible } from "./portal-support"

// Every kind of the studio's Inbox says what happened and what answers it (pb_hooks/lib/studio_queue.js), each with
// its Done button, at 320, 390 and 1280 px.

describe("the kinds of the provider's inbox", () => {
  const world = testWorld({ ...studioAndClient("Sam Rivera", "Mara Quinn"), su: true })

  it("says what answers each kind, with a Done button on each", async () => {
    const access = await shopifyOrder(world.client)
    await approve(world.admin, access)
    await setAccess(world.admin.pb, access.id, "request_sent", "quinn-kinds.myshopify.com")
    await completeIntake(world.client, access.id)
    await setAccess(world.client.pb, access.id, "granted")
    const code = await shopifyOrder(world.client, "")
    await approve(world.admin, code)
    // the history row of the client's later collaborator code (its route: issue 40 item 1)
    await world.su.collection("order_events").create({
      order: code.id,
      step_from: "approved",
      step: "approved",
      note: "Collaborator code received",
      actor: "client",
      who: world.client.id,
    })
    const preview = await orderInBuilding(world.admin, world.client)
    await askReview(world.admin.pb, preview.id)
    await approveReview(world.client.pb, preview.id)
    const changes = await orderInBuilding(world.admin, world.client)
    await askReview(world.admin.pb, changes.id)
    await requestChanges(world.client.pb, changes.id, ["A bigger logo on phones"])

    // each item also says whose turn the order is, in the words of the studio's order page (the launch's stance)
    const expected = [
      [
        "Intake complete",
        access.title,
        "Moving the launch on to Store access clears this.",
        "Build the store.",
      ],
      ["Access granted", access.title, "Moving the launch on to Building clears this.", "Build the store."],
      [
        "Collaborator code",
        code.title,
        "Sending your collaborator request clears this.",
        "Waiting on the client: The client sends the brand intake.",
      ],
      [
        "Preview approved",
        preview.title,
        "The client approved the preview for launch. Launching clears this.",
        "Waiting on the studio: Launch the store.",
      ],
      [
        "Changes requested",
        changes.title,
        "Ticking a change, or asking for a new review, clears this.",
        "Waiting on the studio: Make the changes the client asked for, then post the preview again.",
      ],
    ] as const
    for (const viewport of Object.values(screenSizes)) {
      const context = await world.browser.newContext({ viewport })
      await seedSession(context, world.admin.pb)
      const page = await context.newPage()
      const seen = watchErrors(page)
      await page.goto(`${world.server.url}/admin/inbox`)
      const list = page.getByRole("list", { name: "Waiting on you" })
      for (const [tag, title, words, turn] of expected) {
        const item = list.getByRole("listitem").filter({ hasText: tag }).filter({ hasText: title })
        await item.getByText(words, { exact: false }).waitFor()
        await item.getByText(turn, { exact: false }).waitFor()
        await item.getByRole("button", { name: `Done: ${tag}, ${title}` }).waitFor()
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0)
      await screenshot(page, `admin-inbox-kinds-${viewport.width}`)
      await expectAccessible(page, `inbox kinds at ${viewport.width}`)
      expect(seen.errors).toEqual([])
      await context.close()
    }
  })
})
