import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { appEntry, holdRequests, screenshot, viewports, watchErrors } from "../support/browser"
import { pageUrl, prerenderedPages } from "../../ui/src/app/prerendered-pages"
import { portalContext } from "./portal-support"
import { newOrders } from "../support/orders"
import { testWorld } from "../support/world"

// The first load of each screen a visitor opens cold: /auth and the 404 page paint from the HTML the binary
// serves and are hydrated (same DOM nodes, no mismatch); /portal and /admin load signed in. React reports
// a hydration mismatch on the console, so "no console error or warning" covers it, and it is checked again
// by name.

/** Records whether a spinner ever shows, from the first byte of the document. */
const watchSpinner = () => {
  const w = window as unknown as { spinnerSeen: boolean }
  w.spinnerSeen = false
  new MutationObserver(() => {
    if (document.querySelector(".spinner")) w.spinnerSeen = true
  }).observe(document, { childList: true, subtree: true })
}

/** Sums the page's layout shifts not caused by input (what CLS counts), from the first byte. */
const watchShifts = () => {
  const w = window as unknown as { shifts: number; shifted: string[] }
  w.shifts = 0
  w.shifted = []
  type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Shift[]) {
      if (entry.hadRecentInput) continue
      w.shifts += entry.value
      for (const source of entry.sources ?? []) {
        const el = source.node instanceof Element ? source.node : source.node?.parentElement
        if (el) w.shifted.push(`${el.tagName.toLowerCase()}.${el.className} ${entry.value.toFixed(4)}`)
      }
    }
  }).observe({ type: "layout-shift", buffered: true })
}

const hydrationMessages = (errors: string[]) => errors.filter((e) => /hydrat|#418|#423|#425/i.test(e))

describe("first load", () => {
  const world = testWorld({ browser: true, admin: "Hydration Admin", client: "Hydration Client" })

  beforeAll(async () => {
    await newOrders(world.client, 3, "First load")
  })

  // Every screen prerendered-pages.ts lists (a new /auth mode is checked once listed there), then the 404
  // page. The headings of the two first ones are spelled out, so a served page that shows the wrong screen fails.
  const headings: Record<string, string> = {
    "/auth": "Welcome back",
    "/auth?mode=signup": "Create your account",
  }
  const screens = [
    ...prerenderedPages.map((p) => {
      const url = pageUrl(p, "e2e-value") // any ":name" segment (a token) gets a value of its own
      return { url, status: 200, heading: headings[url], title: `${p.title} · launchdesk` }
    }),
    {
      url: "/nowhere/caf%C3%A9",
      status: 404,
      heading: "Oops! Page not found",
      title: "Page not found · launchdesk",
    },
  ]
  it("covers the sign-in and sign-up screens", () => {
    expect(screens.map((s) => s.url)).toEqual(expect.arrayContaining(Object.keys(headings)))
  })

  for (const screen of screens) {
    it(`${screen.url}: the served HTML paints the screen, then hydrates it without a mismatch or spinner`, async () => {
      const raw = await fetch(`${world.server.url}${screen.url}`)
      expect(raw.status).toBe(screen.status)
      const html = await raw.text()
      expect(html).toContain(`<title>${screen.title}</title>`)
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      if (screen.heading) expect(html).toContain(screen.heading)
      expect(html).not.toContain('class="spinner"')

      for (const viewport of Object.values(viewports)) {
        const context = await world.browser.newContext({ viewport })
        const page = await context.newPage()
        await page.addInitScript(watchSpinner)
        const seen = watchErrors(page, screen.status === 404 ? [/status of 404/] : [])
        const release = await holdRequests(page, appEntry)

        const response = await page.goto(`${world.server.url}${screen.url}`)
        expect(response?.status()).toBe(screen.status)
        // Before any of the page's JavaScript has run, the screen is there.
        const heading = page.getByRole("heading", { level: 1 })
        const shown = await heading.textContent()
        expect(shown).toBeTruthy()
        if (screen.heading) expect(shown).toBe(screen.heading)
        await page.evaluate(() => {
          ;(window as unknown as { served: Element | null }).served = document.querySelector("h1")
        })
        release()
        await page.waitForFunction(() =>
          Object.keys(document.querySelector("h1") ?? {}).some((k) => k.startsWith("__reactFiber")),
        )
        // Hydrated: React adopted the served node instead of rendering a new one.
        expect(
          await page.evaluate(
            () => (window as unknown as { served: Element }).served === document.querySelector("h1"),
          ),
        ).toBe(true)
        expect(await page.title()).toBe(screen.title)
        await page.waitForTimeout(300) // effects after hydration (title, announcer) have run
        expect(await page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen)).toBe(
          false,
        )
        await screenshot(page, `first-load-${screen.url.replace(/\W+/g, "-")}-${viewport.width}`)
        expect(hydrationMessages(seen.errors)).toEqual([])
        expect(seen.errors).toEqual([])
        await context.close()
      }
    })
  }

  it("/auth still works once hydrated: switching mode, then signing in opens the portal", async () => {
    const context = await world.browser.newContext({ viewport: viewports.phone })
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(`${world.server.url}/auth`)
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("h1") ?? {}).some((k) => k.startsWith("__reactFiber")),
    )
    await page.getByRole("button", { name: "Create account" }).click()
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Create your account")
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.getByLabel("Email").fill(world.client.email)
    await page.getByLabel("Password", { exact: true }).fill(world.client.password)
    await page.getByRole("button", { name: "Sign in" }).click()
    await page.waitForURL(`${world.server.url}/portal`)
    await page.getByRole("heading", { name: "Recent orders" }).waitFor()
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("/auth on a slow phone: what is typed and sent before the script runs is sent once it has", async () => {
    const context = await world.browser.newContext({ viewport: viewports.phone })
    const page = await context.newPage()
    const seen = watchErrors(page)
    const sent: string[] = []
    page.on("request", (r) => {
      if (r.url().includes("/api/collections/users/auth-with-password")) sent.push(r.postData() ?? "")
    })
    const release = await holdRequests(page, appEntry)
    await page.goto(`${world.server.url}/auth`, { waitUntil: "commit" })
    // The loader (a deferred script, not held) has run once it has added the entry's script tag.
    await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null)
    await page.getByLabel("Email").fill(world.client.email)
    await page.getByLabel("Password", { exact: true }).fill(world.client.password)
    await page.getByRole("button", { name: "Sign in" }).click()
    // Held, not sent as a native form (which would reload /auth and lose what was typed).
    expect(new URL(page.url()).search).toBe("")
    expect(await page.getByLabel("Email").inputValue()).toBe(world.client.email)
    expect(sent).toEqual([])
    release()
    await page.waitForURL(`${world.server.url}/portal`)
    await page.getByRole("heading", { name: "Recent orders" }).waitFor()
    expect(sent).toHaveLength(1)
    expect(JSON.parse(sent[0] ?? "{}")).toMatchObject({
      identity: world.client.email,
      password: world.client.password,
    })
    expect(seen.errors).toEqual([])
    await context.close()
  })

  const signedIn = [
    {
      url: "/portal",
      who: () => world.client,
      ready: (p: Page) => p.getByRole("heading", { name: "Recent orders" }),
    },
    {
      url: "/admin",
      who: () => world.admin,
      ready: (p: Page) => p.getByRole("link", { name: /Review Pending Orders/ }),
    },
    // A signed-in visitor who opens /auth is sent on to their area (the page renders afresh, not hydrated).
    {
      url: "/auth",
      who: () => world.client,
      ready: (p: Page) => p.getByRole("heading", { name: "Recent orders" }),
    },
  ]
  // The area's shell asks for its dashboard's data from the HTML, all in one first load (internal/firstload); the
  // app takes those answers, asking nothing twice.
  for (const area of [
    {
      url: "/portal",
      who: () => world.client,
      data: "/api/launchdesk/portal/orders", // the brand's recent orders (docs/teams.md)
      ready: signedIn[0]?.ready,
    },
    { url: "/admin", who: () => world.admin, data: "/api/launchdesk/admin/stats", ready: signedIn[1]?.ready },
  ]) {
    it(`${area.url} signed in: the first screen's requests are sent before the app's script has run, once`, async () => {
      const context = await portalContext(world.browser, viewports.phone, area.who())
      const page = await context.newPage()
      const seen = watchErrors(page)
      const sent: string[] = []
      let firstLoads = 0
      page.on("request", (r) => {
        const url = new URL(r.url())
        if (!url.pathname.startsWith("/api/") || url.pathname === "/api/realtime") return
        if (url.pathname !== "/api/launchdesk/first-load") {
          sent.push(`${r.method()} ${url.pathname}${url.search}`)
          return
        }
        firstLoads += 1
        const { requests } = r.postDataJSON() as { requests: { method: string; url: string }[] }
        sent.push(...requests.map((sub) => `${sub.method} ${sub.url}`))
      })
      const release = await holdRequests(page, appEntry)
      await page.goto(`${world.server.url}${area.url}`, { waitUntil: "commit" })
      await expect.poll(() => sent.some((r) => r.startsWith(`GET ${area.data}`))).toBe(true)
      expect(sent).toContain("POST /api/collections/users/auth-refresh")
      expect(firstLoads).toBe(1)
      const beforeScript = [...sent]
      release()
      await area.ready?.(page).first().waitFor()
      await page.waitForTimeout(1000)
      // The app sent none of the shell's requests again, and nothing twice.
      expect(sent.slice(beforeScript.length).filter((r) => beforeScript.includes(r))).toEqual([])
      expect(new Set(sent).size, sent.join("\n")).toBe(sent.length)
      expect(firstLoads).toBe(1)
      expect(seen.errors).toEqual([])
      await context.close()
    })
  }

  it("/admin opened by a client: the shell sends the admin's requests for nobody else", async () => {
    const context = await portalContext(world.browser, viewports.phone, world.client)
    const page = await context.newPage()
    const sent: string[] = []
    page.on("request", (r) => sent.push(new URL(r.url()).pathname))
    await page.goto(`${world.server.url}/admin`)
    await page.waitForURL(`${world.server.url}/portal`)
    await page.getByRole("heading", { name: "Recent orders" }).waitFor()
    expect(sent.filter((path) => path.startsWith("/api/launchdesk/admin/"))).toEqual([])
    await context.close()
  })

  for (const screen of signedIn) {
    it(`${screen.url} signed in: the first screen loads with no console error, hydration warning or shift`, async () => {
      for (const [name, viewport] of Object.entries(viewports)) {
        const context = await portalContext(world.browser, viewport, screen.who())
        const page = await context.newPage()
        await page.addInitScript(watchShifts)
        const seen = watchErrors(page)
        await page.goto(`${world.server.url}${screen.url}`)
        await screen.ready(page).first().waitFor()
        await page.waitForTimeout(500)
        // The budget for a first screen's layout shift (docs/performance.md#budgets): the lists arriving move nothing much.
        const { shifts, shifted } = await page.evaluate(() => {
          const w = window as unknown as { shifts: number; shifted: string[] }
          return { shifts: w.shifts, shifted: w.shifted }
        })
        expect(shifts, `${name}: shifted ${shifted.join("; ")}`).toBeLessThanOrEqual(0.02)
        await screenshot(page, `first-load-signed-in-${screen.url.slice(1)}-${name}`)
        expect(hydrationMessages(seen.errors)).toEqual([])
        expect(seen.errors).toEqual([])
        await context.close()
      }
    })
  }
})
