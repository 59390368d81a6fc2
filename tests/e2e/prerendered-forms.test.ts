import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { uniqueEmail } from "../support/accounts"
import { appEntry, holdRequests, throttledPhone, watchErrors } from "../support/browser"
import { testWorld } from "../support/world"

// The prerendered forms of /auth paint before their script runs, so a visitor on a phone types into them
// before React owns them. What was typed must survive the moment React takes over, and a submit made at
// any point must be sent once, with every field.

/**
 * A keystroke at the very moment the page becomes interactive: once the page marks itself hydrated, a
 * character arrives in the e-mail field before anything else runs (a microtask of the mark). It watches
 * the document, as the init script runs before <html> exists.
 */
const typeAtHydration = (email: string) => {
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute("data-hydrated")) return
    observer.disconnect()
    const input = document.getElementById("auth-email") as HTMLInputElement | null
    if (!input) return
    // As the browser's own typing does: past React's tracking of `value` (its setter), so React sees a change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, email)
    input.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertText", data: "m" }))
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] })
}

interface Sent {
  signUps: string[]
  signIns: string[]
}

const watchAuthRequests = (page: Page): Sent => {
  const sent: Sent = { signUps: [], signIns: [] }
  page.on("request", (r) => {
    if (r.method() !== "POST") return
    if (r.url().includes("/api/collections/users/records")) sent.signUps.push(r.postData() ?? "")
    if (r.url().includes("/api/collections/users/auth-with-password")) sent.signIns.push(r.postData() ?? "")
  })
  return sent
}

describe("prerendered forms keep what was typed", () => {
  const world = testWorld({ browser: true, client: "Typed Client" })

  /** A phone-sized page whose CPU is `slowdown` times slower, as a mid-range phone's is. */
  const phone = (slowdown: number) => throttledPhone(world.browser, slowdown)

  it("a keystroke as the page becomes interactive keeps the fields typed before it", async () => {
    const email = uniqueEmail("hydrating")
    const { context, page } = await phone(1)
    const seen = watchErrors(page)
    const sent = watchAuthRequests(page)
    await page.addInitScript(typeAtHydration, email)
    const release = await holdRequests(page, appEntry)
    await page.goto(`${world.server.url}/auth?mode=signup`, { waitUntil: "commit" })
    await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null)
    await page.getByLabel("Full name").fill("Vera Fied")
    await page.getByLabel("Password", { exact: true }).fill("vera-pass-1")
    await page.getByLabel("Confirm password").fill("vera-pass-1")
    release()
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe(email)
    // React has rendered its state into the fields by now: nothing typed before was wiped.
    await page.waitForTimeout(200)
    expect(await page.getByLabel("Full name").inputValue()).toBe("Vera Fied")
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("vera-pass-1")
    expect(await page.getByLabel("Confirm password").inputValue()).toBe("vera-pass-1")

    await page.getByRole("button", { name: "Create account" }).click()
    await page.waitForURL(`${world.server.url}/portal`)
    expect(sent.signUps).toHaveLength(1)
    expect(JSON.parse(sent.signUps[0] ?? "{}")).toMatchObject({ name: "Vera Fied", email })
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("a tap on 'Forgot password?' before the page is interactive opens the reset form once it is", async () => {
    const { context, page } = await phone(1)
    const seen = watchErrors(page)
    const release = await holdRequests(page, appEntry)
    await page.goto(`${world.server.url}/auth`, { waitUntil: "commit" })
    await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null)
    await page.getByLabel("Email").fill("early@example.com")
    await page.getByRole("button", { name: "Forgot password?" }).click()
    release()
    await page.getByRole("button", { name: "Send me a link" }).waitFor()
    expect(await page.getByLabel("Email").inputValue()).toBe("early@example.com")
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("sign-up typed and tapped at once on a phone's CPU reaches the portal, sent once", async () => {
    for (let round = 0; round < 3; round++) {
      const email = uniqueEmail(`phone-signup-${round}`)
      const { context, page } = await phone(4)
      const seen = watchErrors(page)
      const sent = watchAuthRequests(page)
      await page.goto(`${world.server.url}/auth?mode=signup`)
      await page.getByLabel("Full name").fill("Phil Lowe")
      await page.getByLabel("Email").fill(email)
      await page.getByLabel("Password", { exact: true }).fill("phil-pass-1")
      await page.getByLabel("Confirm password").fill("phil-pass-1")
      await page.getByRole("button", { name: "Create account" }).tap()
      await page.waitForURL(`${world.server.url}/portal`)
      expect(sent.signUps).toHaveLength(1)
      expect(JSON.parse(sent.signUps[0] ?? "{}")).toMatchObject({ name: "Phil Lowe", email })
      expect(seen.errors).toEqual([])
      await context.close()
    }
  })

  it("sign-in typed and tapped at once on a phone's CPU reaches the portal, sent once", async () => {
    for (let round = 0; round < 3; round++) {
      const { context, page } = await phone(4)
      const seen = watchErrors(page)
      const sent = watchAuthRequests(page)
      await page.goto(`${world.server.url}/auth`)
      await page.getByLabel("Email").fill(world.client.email)
      await page.getByLabel("Password", { exact: true }).fill(world.client.password)
      await page.getByRole("button", { name: "Sign in" }).tap()
      await page.waitForURL(`${world.server.url}/portal`)
      expect(sent.signIns).toHaveLength(1)
      expect(JSON.parse(sent.signIns[0] ?? "{}")).toMatchObject({ identity: world.client.email })
      expect(seen.errors).toEqual([])
      await context.close()
    }
  })
})
