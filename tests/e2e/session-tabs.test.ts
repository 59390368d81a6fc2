import PocketBase from "pocketbase"
import type { BrowserContext, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { type Account, signUpClient } from "../support/accounts"
import { linkIn, waitForMail } from "../support/account-mail"
import { type PageErrors, screenSizes, screenshot, viewports, watchErrors } from "../support/browser"
import { at, portalContext } from "./portal-support"
import { testWorld } from "../support/world"

/** Two tabs of one browser (one context: one localStorage), both signed in and showing the portal. */
interface Tabs {
  context: BrowserContext
  acting: Page
  other: Page
  seen: PageErrors[]
}

describe("every open tab follows the session", () => {
  const suite = testWorld({ smtp: true, browser: true })

  const twoTabs = async (client: Account, otherPath = "/portal"): Promise<Tabs> => {
    const context = await portalContext(suite.browser, viewports.desktop, client)
    const other = await context.newPage()
    const seenOther = watchErrors(other)
    await other.goto(at(suite.server, otherPath))
    // the other tab is live: its realtime subscriptions are open
    await other.getByRole("link", { name: "My Orders", exact: true }).first().waitFor()
    await other.waitForLoadState("networkidle")
    const acting = await context.newPage()
    const seenActing = watchErrors(acting)
    return { context, acting, other, seen: [seenOther, seenActing] }
  }

  const noErrors = (tabs: Tabs, allowed: RegExp[] = []) => {
    const errors = tabs.seen.flatMap((s) => s.errors).filter((e) => !allowed.some((re) => re.test(e)))
    expect(errors).toEqual([])
  }

  it("a sign-out in one tab: the other shows the sign-in screen at once, says why, logs nothing", async () => {
    const client = await signUpClient(suite.server, "Two Tabs")
    const tabs = await twoTabs(client)
    await tabs.acting.goto(at(suite.server, "/portal/orders"))
    await tabs.acting.getByRole("button", { name: "Sign out" }).first().click()
    await tabs.acting.waitForURL(at(suite.server, "/auth"))

    await tabs.other.waitForURL(at(suite.server, "/auth"), { timeout: 5000 })
    await tabs.other.getByText("You were signed out in another tab.").waitFor({ timeout: 5000 })
    await tabs.other.waitForTimeout(500) // late errors of closed subscriptions would show here
    for (const [name, size] of Object.entries(screenSizes)) {
      await tabs.other.setViewportSize(size)
      await screenshot(tabs.other, `session-tabs-signed-out-${name}`)
    }
    // the tab that signed out itself is not told it was signed out elsewhere
    expect(await tabs.acting.getByText("You were signed out in another tab.").count()).toBe(0)
    noErrors(tabs)
    await tabs.context.close()
  })

  it("a password reset in one tab: the other follows the new session, says so, logs nothing", async () => {
    const client = await signUpClient(suite.server, "Reset Tabs")
    const tabs = await twoTabs(client, "/portal/account")
    await client.pb.collection("users").requestPasswordReset(client.email)
    const mail = await waitForMail(suite.smtp, client.email, /Reset your/)
    await tabs.acting.goto(linkIn(mail, "/auth/reset/"))
    await tabs.acting.getByLabel("New password", { exact: true }).fill("tab-new-pass-1")
    await tabs.acting.getByLabel("Confirm password").fill("tab-new-pass-1")
    await tabs.acting.getByRole("button", { name: "Save and sign in" }).click()
    await tabs.acting.waitForURL(at(suite.server, "/portal"))

    await tabs.other.getByText("Your password was changed in another tab.").waitFor({ timeout: 5000 })
    expect(tabs.other.url()).toBe(at(suite.server, "/portal/account"))
    await tabs.other.waitForTimeout(1500) // the server ended the old session's realtime connection
    expect(tabs.other.url()).toBe(at(suite.server, "/portal/account"))
    await screenshot(tabs.other, "session-tabs-password-reset-1280")
    noErrors(tabs)
    await tabs.context.close()
  })

  const elsewhere: [string, (phone: PocketBase, client: Account) => Promise<unknown>, string][] = [
    [
      "a password changed",
      (phone, c) =>
        phone.collection("users").update(c.id, {
          oldPassword: c.password,
          password: "phone-pass-1",
          passwordConfirm: "phone-pass-1",
        }),
      "Your password was changed — sign in again.",
    ],
    [
      "every session ended",
      (phone) => phone.send("/api/launchdesk/sign-out-everywhere", { method: "POST" }),
      "You were signed out on all devices. Please sign in again.",
    ],
  ]

  it.each(elsewhere)("%s on another device: every tab leaves at once and says why", async (_, act, text) => {
    const client = await signUpClient(suite.server, "Phone Change")
    const tabs = await twoTabs(client)
    await tabs.acting.goto(at(suite.server, "/portal/notifications"))
    await tabs.acting.getByRole("heading", { name: "Notifications" }).first().waitFor()
    await tabs.acting.waitForLoadState("networkidle")

    const phone = new PocketBase(suite.server.url)
    await phone.collection("users").authWithPassword(client.email, client.password)
    await act(phone, client)

    for (const page of [tabs.other, tabs.acting]) {
      // at once: the server ends the tabs' realtime connections, they ask and leave (no page change)
      await page.waitForURL(at(suite.server, "/auth"), { timeout: 4000 })
      await page.getByText(text).waitFor({ timeout: 2000 })
    }
    await screenshot(
      tabs.other,
      `session-tabs-elsewhere-${text.length > 45 ? "everywhere" : "password"}-1280`,
    )
    noErrors(tabs, [/status of 401/]) // the tab's question about the old session is answered 401
    await tabs.context.close()
  })

  it("an e-mail change confirmed in one tab: the other shows the new address, no stale banner", async () => {
    const client = await signUpClient(suite.server, "Moving Address")
    const tabs = await twoTabs(client, "/portal/account")
    await tabs.other.getByText("Please confirm your e-mail address").waitFor()
    const newEmail = `moved.${Date.now().toString(36)}@example.com`
    await client.pb.collection("users").requestEmailChange(newEmail)
    const mail = await waitForMail(suite.smtp, newEmail, /./)
    await tabs.acting.goto(linkIn(mail, "/auth/email-change/"))
    await tabs.acting.getByLabel("Password").fill(client.password)
    await tabs.acting.getByRole("button", { name: "Confirm the new address" }).click()
    await tabs.acting.waitForURL(at(suite.server, "/portal"))

    await tabs.other.getByText(`Your e-mail address is now ${newEmail}.`).waitFor({ timeout: 5000 })
    await expect.poll(() => tabs.other.getByText("Please confirm your e-mail address").count()).toBe(0)
    await tabs.other.getByText(newEmail).first().waitFor()
    await tabs.other.waitForTimeout(1500)
    expect(tabs.other.url()).toBe(at(suite.server, "/portal/account"))
    await screenshot(tabs.other, "session-tabs-email-changed-1280")
    noErrors(tabs)
    await tabs.context.close()
  })
})
