import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { viewports, watchErrors } from "../support/browser"
import { invitationOf, manageToken, to } from "../support/booking-mail"
import { artefactsDir } from "../support/paths"
import { seedSession } from "../support/session"
import { testWorld } from "../support/world"
import { shootAll } from "./journey-support"

// The studio in London (UTC in winter), the visitor's browser in Tokyo: 9 hours apart.
const world = testWorld({
  smtp: true,
  browser: true,
  admin: "Sam Studio",
  env: { STUDIO_TIME_ZONE: "Europe/London" },
})
const EMAIL = "mia@knits.test"
const dir = join(artefactsDir, "screenshots", "booking")
const time = /^\d{1,2}:\d{2} [AP]M$/

describe("booking a call natively", () => {
  it("a visitor books from the landing at 390 px in Tokyo, reschedules, cancels; the studio sees it", async () => {
    mkdirSync(dir, { recursive: true })
    const context = await world.browser.newContext({
      viewport: viewports.phone,
      timezoneId: "Asia/Tokyo",
      locale: "en-US",
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(world.server.url + "/")
    await Promise.all([
      page.waitForURL(/\/book$/),
      page.getByRole("link", { name: /Book a 15-min intro call/ }).click(),
    ])
    expect(await page.getByLabel("Time zone").inputValue()).toBe("Asia/Tokyo")
    const first = page.getByRole("button", { name: time }).first()
    await first.waitFor()
    const shown = (await first.textContent()) ?? ""
    expect(shown).toBe("6:00 PM") // 09:00 in London is 18:00 in Tokyo
    await first.click()
    await page.getByLabel("Name").fill("Mia <b>Knits</b>")
    await page.getByLabel("E-mail").fill(EMAIL)
    await page.getByLabel("Brand").fill("Mia Knits & Co")
    await page.getByLabel("Note").fill("Winter drop <script>x()</script>")
    await shootAll(page, dir, "book-form")
    await page.setViewportSize(viewports.phone)
    await page.getByRole("button", { name: "Confirm booking" }).click()
    await page.getByRole("heading", { name: "Your call is booked" }).waitFor()
    expect(await page.locator("script:not([src])", { hasText: "x()" }).count()).toBe(0)

    const [mine] = await world.smtp.waitFor(to(EMAIL))
    const [studio] = await world.smtp.waitFor(to(world.admin.email))
    const invitation = invitationOf(mine!)
    expect(invitation.method).toBe("REQUEST")
    expect(invitation.startUtc).toBe(true)
    expect(invitation.start).toMatch(/T09:00:00\.000Z$/)
    expect(invitation.organizer).toMatch(/^mailto:/)
    expect(invitation.attendee).toBe(`mailto:${EMAIL}`)
    expect(invitationOf(studio!).uid).toBe(invitation.uid)
    expect(mine!.parsed.text).toContain("6:00 PM (Asia/Tokyo)")

    await page.goto(`${world.server.url}/book/manage/${manageToken(mine!)}`)
    await page.getByRole("button", { name: "Reschedule" }).click()
    const later = page.getByRole("button", { name: time }).nth(4)
    await later.click()
    await page.getByRole("button", { name: /^Move the call to/ }).click()
    const moved = await world.smtp.waitFor((m) => to(EMAIL)(m) && /has moved/.test(m.parsed.subject ?? ""))
    expect(invitationOf(moved[0]!)).toMatchObject({ uid: invitation.uid, method: "REQUEST", sequence: 1 })
    await page.getByRole("button", { name: "Cancel" }).click()
    await page.getByRole("button", { name: "Yes, cancel the call" }).click()
    await page.getByText("This call is cancelled.").waitFor()
    await shootAll(page, dir, "manage-cancelled")
    const cancelled = await world.smtp.waitFor(
      (m) => to(EMAIL)(m) && /cancelled/.test(m.parsed.subject ?? ""),
    )
    expect(invitationOf(cancelled[0]!)).toMatchObject({ uid: invitation.uid, method: "CANCEL", sequence: 2 })
    expect(seen.errors).toEqual([])
    await context.close()

    const admin = await world.browser.newContext({ viewport: viewports.desktop, locale: "en-US" })
    await seedSession(admin, world.admin.pb)
    const studioPage = await admin.newPage()
    const studioSeen = watchErrors(studioPage)
    await studioPage.goto(`${world.server.url}/admin/booking`)
    await studioPage.getByLabel("Busy calendar (iCal address)").waitFor()
    const item = studioPage.locator(".studio-calls__item", { hasText: "Mia <b>Knits</b>" })
    await item.waitFor()
    expect(await item.textContent()).toContain("cancelled")
    expect(await item.textContent()).toContain("Winter drop <script>x()</script>")
    await shootAll(studioPage, dir, "admin-booking")
    expect(studioSeen.errors).toEqual([])
    await admin.close()
  })
})
