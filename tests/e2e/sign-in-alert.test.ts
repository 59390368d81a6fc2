import { describe, expect, it } from "vitest"
import { signUpClient } from "../support/accounts"
import { waitForMail } from "../support/account-mail"
import { viewports, watchErrors } from "../support/browser"
import { at } from "./portal-support"
import { testWorld } from "../support/world"

// Signing in from the app names the browser's time zone: the "New sign-in" e-mail says the time as that device had
// it, and the browser in words.

describe("a sign-in from a new browser", () => {
  const world = testWorld({ smtp: true, browser: true })

  it("is e-mailed as 'Chrome on Linux' at the browser's local time", async () => {
    const client = await signUpClient(world.server, "Zoned Client") // signed in once, from Node: no alert
    const context = await world.browser.newContext({
      viewport: viewports.desktop,
      timezoneId: "America/New_York",
    })
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(world.server, "/auth"))
    await page.getByLabel("Email").fill(client.email)
    await page.getByLabel("Password", { exact: true }).fill(client.password)
    await page.getByRole("button", { name: "Sign in", exact: true }).click()
    await page.waitForURL(at(world.server, "/portal"))
    const mail = await waitForMail(world.smtp, client.email, /New sign-in/)
    const text = mail.parsed.text ?? ""
    expect(text).toContain("Device: Chrome on Linux")
    expect(text).toMatch(/When: \d{1,2}:\d{2} [AP]M on \w+day, \d{1,2} \w+ \d{4} \(New York time, UTC-[45]\)/)
    expect(text).not.toContain("Mozilla")
    expect(seen.errors).toEqual([])
    await context.close()
  })
})
