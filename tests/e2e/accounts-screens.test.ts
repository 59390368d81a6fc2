import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { anonymous, signUpClient, uniqueEmail } from "../support/accounts"
import { linkIn, waitForMail } from "../support/account-mail"
import { screenSizes, screenshot, settle, watchErrors } from "../support/browser"
import { at, expectAccessible, expectNoHorizontalScroll, portalContext } from "./portal-support"
import { testWorld } from "../support/world"
import { newOrder } from "../support/orders"

/** A link that is not a token at all: the screens say the link no longer works. */
const DEAD = "not-a-token"

describe("account screens at 320, 390 and 1280 px, axe-clean", () => {
  const world = testWorld({ smtp: true, browser: true, admin: "Sam Rivera" })

  /** check waits for the screen, then checks it fits, passes axe and saves its screenshot. */
  const check = async (page: Page, name: string, width: number, ready: () => Promise<unknown>) => {
    await ready()
    await settle(page)
    await screenshot(page, `accounts-${name}-${width}`)
    // What sticks out of the screen, outside the containers that scroll sideways on purpose (tables).
    const wide = await page.evaluate(() => {
      const scrolls = (el: Element | null): boolean =>
        !!el && (/auto|scroll|hidden/.test(getComputedStyle(el).overflowX) || scrolls(el.parentElement))
      return [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .filter((el) => !scrolls(el.parentElement))
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
    })
    expect(wide, `${name} at ${width}: wider than the screen`).toEqual([])
    await expectNoHorizontalScroll(page)
    await expectAccessible(page, `${name} at ${width}`)
  }

  for (const [size, viewport] of Object.entries(screenSizes)) {
    const w = viewport.width

    it(`the /auth modes and the e-mailed links, signed out (${size})`, async () => {
      const client = await signUpClient(world.server, "Ava Okafor")
      await anonymous(world.server).collection("users").requestPasswordReset(client.email)
      const reset = linkIn(await waitForMail(world.smtp, client.email, /Reset your/), "/auth/reset/")
      const context = await portalContext(world.browser, viewport)
      const page = await context.newPage()
      const seen = watchErrors(page, [/status of 400/])

      await page.goto(at(world.server, "/auth?mode=forgot"))
      await check(page, "forgot", w, () => page.getByRole("button", { name: "Send me a link" }).waitFor())
      await page.getByLabel("Email").fill(uniqueEmail("nobody"))
      await page.getByRole("button", { name: "Send me a link" }).click()
      await check(page, "forgot-sent", w, () =>
        page.getByText("If an account exists for that address, we've e-mailed a link").waitFor(),
      )

      await page.goto(at(world.server, "/auth?mode=code"))
      await check(page, "code-email", w, () =>
        page.getByRole("button", { name: "E-mail me a code" }).waitFor(),
      )
      await page.getByLabel("Email").fill(uniqueEmail("nobody"))
      await page.getByRole("button", { name: "E-mail me a code" }).click()
      await check(page, "code-enter", w, () => page.getByLabel("Sign-in code").waitFor())

      await page.goto(at(world.server, "/auth?mode=signup"))
      // The served HTML paints before its script: type once React owns the form (hydrated), as the
      // fields' state is React's.
      await page.waitForFunction(() => {
        const form = document.querySelector("form")
        return !!form && Object.keys(form).some((key) => key.startsWith("__reactFiber"))
      })
      await page.getByLabel("Full name").fill("Ava Again")
      await page.getByLabel("Email").fill(client.email.toUpperCase())
      await page.getByLabel("Password", { exact: true }).fill("another-pass-1")
      await page.getByLabel("Confirm password").fill("another-pass-1")
      await page.getByRole("button", { name: "Create account" }).click()
      await check(page, "signup-taken", w, () =>
        page.getByText("An account already exists for this e-mail address.").waitFor(),
      )
      await page.getByRole("button", { name: "Reset the password" }).waitFor()

      await page.goto(reset)
      await check(page, "reset", w, () => page.getByRole("button", { name: "Save and sign in" }).waitFor())
      await page.goto(at(world.server, `/auth/reset/${DEAD}`))
      await check(page, "reset-dead", w, () =>
        page.getByRole("link", { name: "Send me a new link" }).waitFor(),
      )
      await page.goto(at(world.server, `/auth/verify/${DEAD}`))
      await check(page, "verify-dead", w, () =>
        page.getByText("This confirmation link has expired or was already used.").waitFor(),
      )
      await page.goto(at(world.server, `/auth/email-change/${DEAD}`))
      await check(page, "email-change-dead", w, () =>
        page.getByRole("heading", { name: "This link no longer works" }).waitFor(),
      )
      expect(seen.errors).toEqual([])
      await context.close()
    })

    it(`the signed-in account screens (${size})`, async () => {
      const client = await signUpClient(world.server, "Noah Lindqvist")
      const verify = linkIn(
        await waitForMail(world.smtp, client.email, /Confirm your e-mail/),
        "/auth/verify/",
      )
      const newEmail = uniqueEmail("moved")
      await client.pb.collection("users").requestEmailChange(newEmail)
      const change = linkIn(
        await waitForMail(world.smtp, newEmail, /Confirm your new e-mail/),
        "/auth/email-change/",
      )
      const order = await newOrder(client, {
        title: "Verified storefront",
        company_name: "Noir Atelier",
        description: "A store for a client who confirmed the address.",
      })
      const context = await portalContext(world.browser, viewport, client)
      const page = await context.newPage()
      const seen = watchErrors(page)

      await page.goto(at(world.server, "/portal"))
      await check(page, "portal-banner", w, () =>
        page.getByText("Please confirm your e-mail address").waitFor(),
      )
      await page.goto(at(world.server, "/portal/account"))
      await check(page, "portal-account", w, () => page.getByRole("heading", { name: "Account" }).waitFor())
      expect(await page.getByRole("checkbox", { name: /New orders/ }).count()).toBe(0)
      await page.goto(change)
      await check(page, "email-change", w, () =>
        page.getByRole("button", { name: "Confirm the new address" }).waitFor(),
      )
      await page.goto(verify)
      await check(page, "verify-done", w, () =>
        page.getByRole("heading", { name: "Your e-mail address is confirmed" }).waitFor(),
      )
      expect(seen.errors).toEqual([])
      await context.close()

      const adminContext = await portalContext(world.browser, viewport, world.admin)
      const adminPage = await adminContext.newPage()
      const adminSeen = watchErrors(adminPage)
      await adminPage.goto(at(world.server, "/admin"))
      const own = adminPage.getByRole("link", { name: "Sam Rivera: your account", includeHidden: true })
      expect(await own.getAttribute("href")).toBe("/admin/account") // under the name, in the sidebar or drawer
      await adminPage.goto(at(world.server, "/admin/account"))
      await check(adminPage, "admin-account", w, () =>
        adminPage.getByRole("checkbox", { name: /New orders/ }).waitFor(),
      )
      await adminPage.goto(at(world.server, `/admin/orders/${order.id}`))
      await check(adminPage, "admin-order-client", w, () =>
        adminPage.getByRole("region", { name: "Client", exact: true }).getByText("E-mail verified").waitFor(),
      )
      // the provider sees whether the client's account e-mails get through
      const accountMails = adminPage.getByRole("region", { name: "Client's account e-mails" })
      const confirmation = accountMails
        .getByRole("listitem")
        .filter({ hasText: "Confirm your e-mail address" })
      await confirmation.getByText("Sent", { exact: true }).waitFor()

      await adminPage.goto(at(world.server, `/admin/users?q=${encodeURIComponent(client.email)}`))
      await check(adminPage, "admin-users", w, () => adminPage.getByText(client.email).waitFor())
      // the search leaves this one client: its address is confirmed
      expect(await adminPage.getByText("E-mail verified", { exact: true }).count()).toBe(1)
      expect(await adminPage.getByText("E-mail not verified").count()).toBe(0)
      expect(adminSeen.errors).toEqual([])
      await adminContext.close()
    })
  }
})
