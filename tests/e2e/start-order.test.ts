import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { signUpClient, uniqueEmail } from "../support/accounts"
import { screenSizes, screenshot, viewports, watchErrors } from "../support/browser"
import { openLanding, viewportShot } from "./landing-support"
import { at, portalContext } from "./portal-support"
import { testWorld } from "../support/world"

const NEXT = "/auth?mode=signup&next=%2Fportal%2Fnew-order"

describe("Start your order: from the landing page through sign-up to the new-order form", () => {
  const suite = testWorld({ browser: true })

  const newOrderForm = async (page: Page) => {
    await page.waitForURL(at(suite.server, "/portal/new-order"))
    await page.getByLabel("Project title").waitFor()
  }

  it("the hero's button leads through sign-up straight to the form (390 px)", async () => {
    const { context, page, seen } = await openLanding(suite.browser, suite.server.url, viewports.phone)
    const start = page.locator(".lp-hero").getByRole("link", { name: "Start your order" })
    expect(await start.getAttribute("href")).toBe(NEXT)
    await start.click()
    await page.waitForURL(at(suite.server, NEXT))
    await page.getByRole("heading", { name: "Create your account" }).waitFor()
    await page.getByLabel("Full name").fill("Rosa Moreno")
    await page.getByLabel("Email").fill(uniqueEmail("starter"))
    await page.getByLabel("Password", { exact: true }).fill("starter-pass-1")
    await page.getByLabel("Confirm password").fill("starter-pass-1")
    await page.getByRole("button", { name: "Create account" }).click()
    await newOrderForm(page)
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("switching to sign in keeps what was typed and the way to the form", async () => {
    const client = await signUpClient(suite.server, "Returning Client")
    const { context, page, seen } = await openLanding(suite.browser, suite.server.url, viewports.desktop)
    await page.locator("#pricing").getByRole("link", { name: "Start your order" }).click()
    await page.waitForURL(at(suite.server, NEXT))
    await page.getByLabel("Email").fill(client.email)
    await page.getByRole("button", { name: "Sign in" }).click() // "Already have an account? Sign in"
    await page.getByRole("heading", { name: "Welcome back" }).waitFor()
    expect(await page.getByLabel("Email").inputValue()).toBe(client.email)
    // "Forgot password?" and back keep the way to the form too
    await page.getByRole("button", { name: "Forgot password?" }).click()
    await page.getByRole("button", { name: /Back to sign in/ }).click()
    expect(new URL(page.url()).searchParams.get("next")).toBe("/portal/new-order")
    await page.getByLabel("Password", { exact: true }).fill(client.password)
    await page.getByRole("button", { name: "Sign in", exact: true }).click()
    await newOrderForm(page)
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("a visitor already signed in goes straight to the form", async () => {
    const client = await signUpClient(suite.server, "Signed In Client")
    const context = await portalContext(suite.browser, viewports.desktop, client)
    const page = await context.newPage()
    await page.goto(at(suite.server, NEXT))
    await newOrderForm(page)
    await context.close()
  })

  it.each([
    "https://evil.example/portal",
    "//evil.example/portal",
    "/\\evil.example/portal",
    "/portal/../admin/users",
    "javascript:alert(1)",
  ])("a hostile next (%s) lands in the portal, never elsewhere", async (next) => {
    const client = await signUpClient(suite.server, "Careful Client")
    const context = await suite.browser.newContext({ viewport: viewports.desktop })
    const page = await context.newPage()
    const seen = watchErrors(page)
    const left: string[] = []
    page.on("request", (r) => !r.url().startsWith(suite.server.url) && left.push(r.url()))
    await page.goto(at(suite.server, `/auth?next=${encodeURIComponent(next)}`))
    await page.getByLabel("Email").fill(client.email)
    await page.getByLabel("Password", { exact: true }).fill(client.password)
    await page.getByRole("button", { name: "Sign in", exact: true }).click()
    await page.waitForURL(at(suite.server, "/portal"))
    await page.getByRole("link", { name: "My Orders", exact: true }).first().waitFor()
    expect(page.url()).toBe(at(suite.server, "/portal"))
    expect(left).toEqual([])
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("screens: the hero and price card with the button, and the auth screen it opens", async () => {
    for (const [name, size] of Object.entries(screenSizes)) {
      const { context, page } = await openLanding(suite.browser, suite.server.url, size)
      await viewportShot(page, `start-order-hero-${name}`)
      const card = page.locator("#pricing")
      await card.scrollIntoViewIfNeeded()
      await card.getByRole("link", { name: "Start your order" }).waitFor()
      await page.waitForTimeout(1200) // the section's reveal on approach
      await card.scrollIntoViewIfNeeded()
      await viewportShot(page, `start-order-pricing-${name}`)
      await page.goto(at(suite.server, NEXT))
      await page.getByRole("heading", { name: "Create your account" }).waitFor()
      await screenshot(page, `start-order-auth-${name}`)
      await context.close()
    }
  })
})
