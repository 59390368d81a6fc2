import { describe, expect, it } from "vitest"
import { signUpClient } from "../support/accounts"
import { codeIn, waitForMail } from "../support/account-mail"
import { keepShot, screenSizes, screenshot, settle, watchErrors } from "../support/browser"
import { at, expectAccessible, expectNoHorizontalScroll, portalContext } from "./portal-support"
import { testWorld } from "../support/world"

// Too many wrong sign-in codes from one place: the form says so in the product's words (never PocketBase's "OTP"
// sentence), and the green "we've e-mailed a code" is not shown beside the red refusal.

const SHOTS = "/tmp/shots-seams"
const TOO_MANY = "Too many codes were tried from here in a short time."

describe("sign-in by code after too many wrong codes", () => {
  const world = testWorld({ smtp: true, browser: true })

  for (const [size, viewport] of Object.entries(screenSizes)) {
    it(`says to wait in our words, with no 'code sent' beside it (${size})`, async () => {
      const client = await signUpClient(world.server, "Tries Client")
      const context = await portalContext(world.browser, viewport)
      const page = await context.newPage()
      const seen = watchErrors(page, [/status of 400/, /status of 429/])
      await page.goto(at(world.server, "/auth?mode=code"))
      await page.getByLabel("Email").fill(client.email)
      await page.getByRole("button", { name: "E-mail me a code" }).click()
      const field = page.getByLabel("Sign-in code")
      await field.waitFor()
      const code = codeIn(await waitForMail(world.smtp, client.email, /sign-in code/))
      const wrong = code === "000000" ? "111111" : "000000"
      const sent = page.getByText("we've e-mailed a sign-in code")
      const alerts = page.getByRole("alert")

      // PocketBase takes 5 tries per account and address in 3 minutes; the 6th is refused.
      for (let i = 0; i < 6; i++) {
        await field.fill(wrong)
        const answered = page.waitForResponse((r) => r.url().includes("/auth-with-otp"))
        await page.getByRole("button", { name: "Sign in", exact: true }).click()
        const res = await answered
        expect(res.status()).toBe(i < 5 ? 400 : 429)
        await expect.poll(() => alerts.count()).toBeGreaterThan(0)
        expect(await sent.count(), "the green 'code sent' beside a refusal").toBe(0)
      }
      await page.getByText(TOO_MANY).waitFor()
      expect(await page.getByText(/OTP/).count()).toBe(0)
      expect(await alerts.count()).toBe(1)

      await settle(page)
      await screenshot(page, `code-tries-${viewport.width}`)
      await keepShot(page, `${SHOTS}/code-tries-${viewport.width}.png`, { fullPage: true })
      await expectNoHorizontalScroll(page)
      await expectAccessible(page, `too many codes at ${viewport.width}`)
      expect(seen.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([])
      await context.close()
    })
  }
})
