import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { type Account, uniqueEmail } from "../support/accounts"
import { screenshot, viewports, watchErrors } from "../support/browser"
import { testWorld } from "../support/world"

// One application, one document: the prerendered /auth is hydrated by the app itself, so signing up,
// signing in and signing out move between the public screens and the signed-in areas inside the document
// the visitor first opened. Counted three ways: the browser's navigation entries, the main frame's
// document requests, and a mark left on the first document's window, which a second document would not have.

/** Counts the documents the main frame requests (a reload or location change would be one more). */
function countDocuments(page: Page) {
  const documents: string[] = []
  page.on("request", (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(r.url())
  })
  return documents
}

/** The mark is still there and the browser has made one navigation entry: still the first document. */
async function expectFirstDocument(page: Page, documents: string[]) {
  const state = await page.evaluate(() => ({
    mark: (window as unknown as { firstDocument?: boolean }).firstDocument === true,
    navigations: performance.getEntriesByType("navigation").length,
  }))
  expect(state).toEqual({ mark: true, navigations: 1 })
  expect(documents).toHaveLength(1)
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))

/** Signs out from the sidebar, opened first on a phone (its menu button). */
async function signOut(page: Page) {
  const menu = page.getByRole("button", { name: /Open menu/ })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole("button", { name: "Sign Out" }).click()
}

async function signIn(page: Page, who: Account) {
  await page.getByLabel("Email").fill(who.email)
  await page.getByLabel("Password", { exact: true }).fill(who.password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

describe("one document", () => {
  const suite = testWorld({ browser: true, client: "One Document Client", admin: "One Document Admin" })

  it("sign up, sign out, sign in (admin), sign out, sign in (client): one document load in all", async () => {
    const context = await suite.browser.newContext({ viewport: viewports.phone })
    const page = await context.newPage()
    const seen = watchErrors(page)
    const documents = countDocuments(page)

    const scripts: string[] = []
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname)
    })
    await page.goto(`${suite.server.url}/auth?mode=signup`)
    await hydrated(page)
    // Hydrated without the SDK or any area's code: they come once a form is used.
    expect(scripts.length).toBeGreaterThan(1)
    expect(scripts.filter((s) => /^\/assets\/(signed-in|portal|admin)-/.test(s))).toEqual([])
    await page.evaluate(() => {
      ;(window as unknown as { firstDocument: boolean }).firstDocument = true
    })

    // Sign up: the prerendered form, hydrated, opens the portal.
    await page.getByLabel("Full name").fill("Una Page")
    await page.getByLabel("Email").fill(uniqueEmail("one-document"))
    await page.getByLabel("Password", { exact: true }).fill("una-pass-12")
    await page.getByLabel("Confirm password").fill("una-pass-12")
    await page.getByRole("button", { name: "Create account" }).click()
    await page.waitForURL(`${suite.server.url}/portal`)
    await page.getByRole("heading", { name: "Recent orders" }).waitFor()
    await expectFirstDocument(page, documents)

    // Sign out: back to the sign-in screen.
    await signOut(page)
    await page.waitForURL(`${suite.server.url}/auth`)
    await page.getByRole("heading", { name: "Welcome back" }).waitFor()
    await expectFirstDocument(page, documents)

    // Sign in as the provider: the admin area.
    await signIn(page, suite.admin)
    await page.waitForURL(`${suite.server.url}/admin`)
    await page.getByRole("link", { name: /Review Pending Orders/ }).waitFor()
    await expectFirstDocument(page, documents)

    await signOut(page)
    await page.waitForURL(`${suite.server.url}/auth`)
    await page.getByRole("heading", { name: "Welcome back" }).waitFor()

    // Sign in as a client: the portal.
    await signIn(page, suite.client)
    await page.waitForURL(`${suite.server.url}/portal`)
    await page.getByRole("heading", { name: "Recent orders" }).waitFor()
    await screenshot(page, "one-document-portal-after-sign-in")
    await expectFirstDocument(page, documents)

    // No console error or warning (a hydration mismatch is one), none by name either.
    expect(seen.errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([])
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("from the 404 page home, to the sign-in screen by the landing page's link, then signed in: one document", async () => {
    const context = await suite.browser.newContext({ viewport: viewports.desktop })
    const page = await context.newPage()
    const seen = watchErrors(page, [/status of 404/])
    const documents = countDocuments(page)
    await page.goto(`${suite.server.url}/nowhere`)
    await hydrated(page)
    await page.evaluate(() => {
      ;(window as unknown as { firstDocument: boolean }).firstDocument = true
    })
    await page.getByRole("link", { name: "Return to Home" }).click()
    await page.waitForURL(`${suite.server.url}/`)
    // The landing page's own plain link (from the prerendered `/`, which carries no router, it loads /auth).
    await page.getByRole("link", { name: "Client Portal" }).first().click()
    await page.waitForURL(`${suite.server.url}/auth`)
    await page.getByRole("heading", { name: "Welcome back" }).waitFor()
    await signIn(page, suite.client)
    await page.waitForURL(`${suite.server.url}/portal`)
    await page.getByRole("heading", { name: "Recent orders" }).waitFor()
    await expectFirstDocument(page, documents)
    expect(seen.errors).toEqual([])
    await context.close()
  })
})
