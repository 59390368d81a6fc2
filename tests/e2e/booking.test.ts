import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { viewports, watchErrors } from "../support/browser"
import { invitationOf, manageToken, to } from "../support/booking-mail"
import { artefactsDir } from "../support/paths"
import { seedSession } from "../support/session"
import { testWorld } from "../support/world"
import { book, visitor } from "../integration/booking-support"
import { shootAll } from "./journey-support"
import { consultationTab } from "./portal-support"

// The studio in Reykjavik, the visitor's browser in Tokyo: 9 hours apart all year (neither changes its clocks), on
// the real clock: what is free depends on the day the test runs, so the times are read from what was booked.
const STUDIO = "Atlantic/Reykjavik"
const world = testWorld({
  smtp: true,
  browser: true,
  admin: "Sam Studio",
  env: { STUDIO_TIME_ZONE: STUDIO },
})
const EMAIL = "mia@knits.test"
const dir = join(artefactsDir, "screenshots", "booking")
const time = /^\d{1,2}:\d{2} [AP]M$/
/** clockIn is an instant on the clock of zone, as the page shows times ("6:00 PM"). */
const clockIn = (zone: string, at: string) =>
  new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone }).format(
    new Date(at),
  )

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
    // the button showed the booked time on the visitor's clock, 9 hours ahead of the studio's hours (09:00-17:00)
    expect(clockIn("Asia/Tokyo", invitation.start)).toBe(shown)
    const studioHour = new Date(invitation.start).getUTCHours()
    expect(studioHour >= 9 && studioHour < 17).toBe(true)
    expect(shown).toBe(clockIn("UTC", new Date(Date.parse(invitation.start) + 9 * 3600_000).toISOString()))
    expect(invitation.organizer).toMatch(/^mailto:/)
    expect(invitation.attendee).toBe(`mailto:${EMAIL}`)
    expect(invitationOf(studio!).uid).toBe(invitation.uid)
    expect(mine!.parsed.text).toContain(`${shown} (Asia/Tokyo)`)
    expect(studio!.parsed.text).toContain(`${clockIn(STUDIO, invitation.start)} (${STUDIO})`)

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
    await studioPage.getByRole("button", { name: "Add a date with other hours" }).click()
    await studioPage.getByLabel("One-off date 1", { exact: true }).fill("2031-12-24")
    const item = studioPage.locator(".studio-calls__item", { hasText: "Mia <b>Knits</b>" })
    await item.waitFor()
    expect(await item.textContent()).toContain("cancelled")
    expect(await item.textContent()).toContain("Winter drop <script>x()</script>")
    await shootAll(studioPage, dir, "admin-booking")
    expect(studioSeen.errors).toEqual([])
    await admin.close()
  })

  it("the studio invites an intro call's person to order from its inbox; they sign up prefilled, order and book the consultation on the site", async () => {
    const nova = { name: "Nova <i>Lane</i>", email: "nova@lane.test", brand: "Lane & Loom" }
    const free = await fetch(`${world.server.url}/api/launchdesk/booking/slots?kind=intro&days=14&tz=UTC`)
    const [slot] = ((await free.json()) as { slots: { start: string }[] }).slots
    expect((await book(world.server, visitor(slot!.start, { ...nova, note: "Knitwear" }))).status).toBe(200)

    const admin = await world.browser.newContext({ viewport: viewports.desktop, locale: "en-US" })
    await seedSession(admin, world.admin.pb)
    const inbox = await admin.newPage()
    const inboxSeen = watchErrors(inbox)
    await inbox.goto(`${world.server.url}/admin/inbox`)
    const call = inbox.locator(".studio-calls__item", { hasText: nova.name })
    await call.getByText(`${nova.name} · ${nova.brand} · ${nova.email}`).waitFor()
    expect(await call.textContent()).toContain("From: Website")
    await shootAll(inbox, dir, "admin-inbox-calls")
    await call.getByRole("button", { name: "Invite to order" }).click()
    await call.getByRole("button", { name: "Invited to order" }).waitFor()
    const [invite] = await world.smtp.waitFor(
      (m) => to(nova.email)(m) && /next step/.test(m.parsed.subject ?? ""),
    )
    const signUp = /https?:\/\/\S+\/auth\?\S+/.exec(invite!.parsed.text ?? "")![0]

    const context = await world.browser.newContext({ viewport: viewports.phone, locale: "en-US" })
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(signUp)
    await page.getByRole("heading", { name: "Create your account" }).waitFor()
    expect(await page.getByLabel("Full name").inputValue()).toBe(nova.name)
    expect(await page.getByLabel("Email").inputValue()).toBe(nova.email)
    await page.getByLabel("Password", { exact: true }).fill("nova-pass-123")
    await page.getByLabel("Confirm password").fill("nova-pass-123")
    await page.getByRole("button", { name: "Create account" }).first().click()
    await page.waitForURL(/\/portal\/new-order\?brand=/)
    expect(await page.getByLabel("Company / brand name").inputValue()).toBe(nova.brand)
    await page.getByLabel("Project title").fill("Lane & Loom store")
    await page.getByLabel("Project description").fill("Twenty knits and a lookbook.")
    await page.getByLabel("Book a consultation call after submission").check()
    const popup = context.waitForEvent("page")
    await page.getByRole("button", { name: "Submit Order" }).click()
    const tab = await popup
    const order = (await consultationTab(tab)).searchParams.get("order")!
    await page.getByText("Redirecting to calendar booking...").waitFor()
    await page.close()

    const tabSeen = watchErrors(tab)
    await tab.getByRole("button", { name: time }).first().click()
    const field = (name: string) => tab.getByRole("textbox", { name, exact: true }).inputValue()
    expect([await field("Name"), await field("E-mail"), await field("Brand")]).toEqual([
      nova.name,
      nova.email,
      nova.brand,
    ])
    await shootAll(tab, dir, "portal-book-call")
    await tab.getByRole("button", { name: "Confirm booking" }).click()
    await tab.getByRole("heading", { name: "Your call is booked" }).waitFor()
    expect(seen.errors).toEqual([])
    expect(tabSeen.errors).toEqual([])
    await context.close()

    const { calls } = await world.admin.pb.send<{ calls: Record<string, string>[] }>(
      "/api/launchdesk/booking/admin/calls",
      {},
    )
    const consultation = calls.find((c) => c.kind === "consultation" && c.email === nova.email)
    expect(consultation).toMatchObject({ order, source: "new_order", brand: nova.brand })
    expect(consultation?.client).toBeTruthy()
    expect(calls.find((c) => c.kind === "intro" && c.email === nova.email)?.client).toBe(consultation?.client)
    await inbox.reload()
    const its = inbox.locator(".studio-calls__item", { hasText: "From: New order" }).getByRole("link")
    expect(await its.getAttribute("href")).toBe(`/admin/orders/${order}`)
    expect(inboxSeen.errors).toEqual([])
    await admin.close()
  })
})
