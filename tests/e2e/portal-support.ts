import { AxeBuilder } from "@axe-core/playwright"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { expect } from "vitest"
import { booking } from "../../ui/src/content/booking"
import type { Account } from "../support/accounts"
import type { TestServer } from "../support/server"
import { seedSession } from "../support/session"

/** The external calendar is answered locally: the tests never leave the machine. */
export const CALENDAR_ORIGIN = new URL(booking.consultationUrl).origin

/** portalContext opens a browser context at a width, optionally already signed in as `account`. */
export async function portalContext(
  browser: Browser,
  viewport: { width: number; height: number },
  account?: Account,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport })
  await context.route(`${CALENDAR_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Calendar</title><h1>Calendar</h1>" }),
  )
  if (account) await seedSession(context, account.pb)
  return context
}

/** expectAccessible runs axe-core on the page and fails on any serious or critical violation. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(bad).toEqual([])
}

/** expectNoHorizontalScroll fails when the page is wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.client)
}

/** createOrders makes n orders for the client one after another, "<prefix> 001" the oldest. */
export async function createOrders(account: Account, n: number, prefix = "Order"): Promise<string[]> {
  const ids: string[] = []
  for (let i = 1; i <= n; i++) {
    const order = await account.pb.collection("orders").create({
      title: `${prefix} ${String(i).padStart(3, "0")}`,
      description: "An order made by the test to fill the list.",
      company_name: i % 2 ? "Noir Atelier" : "Drift Supply",
      client: account.id,
    })
    ids.push(order.id)
  }
  return ids
}

/** server URL of a portal path. */
export const at = (server: TestServer, path: string) => `${server.url}${path}`
