import { beforeAll, describe, expect, it } from "vitest"
import { signUpClient, uniqueEmail } from "../support/accounts"
import { screenSizes, screenshot, settle, watchErrors } from "../support/browser"
import { newOrder } from "../support/orders"
import { testWorld } from "../support/world"
import {
  at,
  expectAccessible,
  expectNoHorizontalScroll,
  expectSelectsFit,
  portalContext,
} from "./portal-support"

// The team page and the invitation link in Chromium: the owner invites by the form, the invitation shows "Invited",
// the designer joins by the link and ends in the portal, the owner removes them; every screen at 320, 390 and 1280 px.
describe("brand teams in the browser", () => {
  const world = testWorld({ browser: true, client: "Ava Okafor", su: true })

  let orderId = ""
  beforeAll(async () => {
    orderId = (
      await newOrder(world.client, { title: "Spring drop storefront", company_name: "Noir Atelier" })
    ).id
  })

  /** tokenOf reads the invitation's token as the e-mail's link holds it (a superuser reads the hidden field). */
  const tokenOf = async (email: string) =>
    (await world.su.collection("invitations").getFirstListItem(`email = "${email}"`)).token as string

  for (const [size, viewport] of Object.entries(screenSizes)) {
    it(`invites, joins by the link and removes (${size})`, async () => {
      const owner = await (await portalContext(world.browser, viewport, world.client)).newPage()
      const seen = watchErrors(owner)
      await owner.goto(at(world.server, "/portal/team"))
      await owner.getByRole("heading", { name: "Team" }).waitFor()
      const designerEmail = uniqueEmail("lina")
      await owner.getByRole("textbox", { name: "E-mail" }).fill(designerEmail)
      await owner.getByRole("combobox", { name: "Role", exact: true }).selectOption({ label: "Member" })
      await owner.getByRole("button", { name: "Invite" }).click()
      await owner.getByText(designerEmail).waitFor()
      await owner.getByRole("textbox", { name: "E-mail" }).fill(uniqueEmail("books"))
      await owner.getByRole("combobox", { name: "Role", exact: true }).selectOption({ label: "Billing" })
      await owner.getByRole("button", { name: "Invite" }).click()
      await expect.poll(() => owner.getByText("Invited", { exact: true }).count()).toBeGreaterThanOrEqual(2)
      await settle(owner)
      await expectNoHorizontalScroll(owner)
      await expectSelectsFit(owner)
      await expectAccessible(owner, "team")
      await screenshot(owner, `portal-team-${viewport.width}`)

      // the link, signed out: whose team, in which role, and the way in with the invited address
      const token = await tokenOf(designerEmail)
      const visitor = await (await portalContext(world.browser, viewport)).newPage()
      await visitor.goto(at(world.server, `/join/${token}`))
      await visitor.getByRole("link", { name: "Create your account" }).waitFor()
      await expectNoHorizontalScroll(visitor)
      await expectAccessible(visitor, "join")
      await screenshot(visitor, `join-${viewport.width}`)

      // signed in with the invited address, the link joins and ends in the portal
      const lina = await signUpClient(world.server, "Lina Designer", designerEmail)
      const designer = await (await portalContext(world.browser, viewport, lina)).newPage()
      await designer.goto(at(world.server, `/join/${token}`))
      await designer.getByRole("button", { name: /^Join / }).click()
      await designer.waitForURL((url) => url.pathname === "/portal")
      await designer.goto(at(world.server, "/portal/orders"))
      await designer.getByRole("link", { name: /Spring drop storefront/ }).waitFor()

      // a used link says so in words
      await visitor.reload()
      await visitor.getByText("This invitation was already used.", { exact: false }).waitFor()

      // the owner removes the designer
      await owner.reload()
      await owner.getByRole("button", { name: "Remove" }).first().waitFor()
      await owner
        .locator(".team-list__row", { hasText: "Lina Designer" })
        .getByRole("button", { name: "Remove" })
        .click()
      await owner.getByRole("dialog").getByRole("button", { name: "Remove" }).click()
      await expect.poll(() => owner.getByText("Lina Designer").count()).toBe(0)
      // the designer's open tab loses the brand's orders at once, and says why
      await designer.getByText("You were removed from the brand", { exact: false }).first().waitFor()
      await expect.poll(() => designer.getByRole("link", { name: /Spring drop storefront/ }).count()).toBe(0)
      expect(seen.errors).toEqual([])
      await owner.context().close()
      await visitor.context().close()
      await designer.context().close()
    }, 60_000)
  }

  it("shows a bookkeeper the order's title and status, and nothing of its thread", async () => {
    const email = uniqueEmail("books")
    await world.client.pb.send("/api/launchdesk/team/invitations", {
      method: "POST",
      body: { email, role: "billing" },
    })
    const books = await signUpClient(world.server, "Bo Bookkeeper", email)
    await books.pb.send(`/api/launchdesk/join/${await tokenOf(email)}`, { method: "POST" })
    for (const viewport of Object.values(screenSizes)) {
      const page = await (await portalContext(world.browser, viewport, books)).newPage()
      const seen = watchErrors(page)
      await page.goto(at(world.server, `/portal/orders/${orderId}`))
      await page.getByRole("heading", { name: "Spring drop storefront" }).waitFor()
      await page.getByRole("region", { name: "Status" }).waitFor()
      await settle(page)
      expect(await page.locator('[id^="thread-"]').count()).toBe(0)
      expect(await page.getByText("Brand intake").count()).toBe(0)
      await expectNoHorizontalScroll(page)
      await expectAccessible(page, "billing order")
      await screenshot(page, `portal-billing-order-${viewport.width}`)
      expect(seen.errors).toEqual([])
      await page.context().close()
    }
  }, 60_000)

  it("signs a new person up through the link and joins them, ending in the portal", async () => {
    const email = uniqueEmail("newcomer")
    await world.client.pb.send("/api/launchdesk/team/invitations", {
      method: "POST",
      body: { email, role: "member" },
    })
    const page = await (await portalContext(world.browser, screenSizes.phone)).newPage()
    const seen = watchErrors(page)
    await page.goto(at(world.server, `/join/${await tokenOf(email)}`))
    await page.getByRole("link", { name: "Create your account" }).click()
    await page.getByLabel("Full name").fill("Nia Newcomer")
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe(email)
    await page.getByLabel("Password", { exact: true }).fill("newcomer-pass-1")
    await page.getByLabel("Confirm password").fill("newcomer-pass-1")
    await page.getByRole("button", { name: "Create account" }).first().click()
    await page.waitForURL((url) => url.pathname.startsWith("/portal/join/"), { timeout: 15_000 })
    await page.getByRole("button", { name: /^Join / }).click()
    await page.waitForURL((url) => url.pathname === "/portal")
    await page.goto(at(world.server, "/portal/orders"))
    await page.getByRole("link", { name: /Spring drop storefront/ }).waitFor()
    expect(seen.errors).toEqual([])
    await page.context().close()
  }, 60_000)
})
