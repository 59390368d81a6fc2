import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { AxeBuilder } from "@axe-core/playwright"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { expect } from "vitest"
import { booking } from "../../ui/src/content/booking"
import type { Account } from "../support/accounts"
import type { TestServer } from "../support/server"
import { seedSession } from "../support/session"

/** The external calendar is answered locally: the tests never leave the machine. */
export const CALENDAR_ORIGIN = new URL(booking.consultationUrl).origin

/**
 * consultationTab waits for the tab a new order opened for its consultation and answers its address: the portal's own
 * booking page for that order (the native setting, the default), or the external calendar (the external setting).
 */
export async function consultationTab(tab: Page): Promise<URL> {
  await tab.waitForURL((url) =>
    booking.mode === "native"
      ? url.pathname === "/portal/book-call" && url.searchParams.has("order")
      : url.href.startsWith(booking.consultationUrl),
  )
  return new URL(tab.url())
}

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

// the axe-core that @axe-core/playwright depends on (its own copy, not the newer one beside Lighthouse)
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve(
    "axe-core/axe.min.js",
  ),
  "utf8",
)

/**
 * expectAccessible runs axe-core on the page and fails on any serious or critical violation. Every rule runs; axe
 * returns only the violations (the passes' nodes were most of its time, and nothing reads them), and on a page without
 * frames it runs in the page itself (legacy mode) rather than in each frame and then again in a blank page it opens:
 * the same rules on the same document, about half the time. A page with a frame keeps the per-frame run. The page
 * gets axe-core's minified build (the same version and rules): the 1.4 MB readable one took a third of each run to
 * parse (a run on /auth: about 200 -> 155 ms).
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const check = async () => {
    await settled(page)
    const results = await new AxeBuilder({ page, axeSource })
      .options({ resultTypes: ["violations"] })
      .setLegacyMode(page.frames().length === 1)
      .analyze()
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${name}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  }
  let bad = await check()
  if (bad.length > 0) {
    // A screen still changing (a realtime event's refetch, a transition) is looked at again once it has had a moment;
    // what is still wrong then fails the test, and the first look is kept in the message.
    const first = bad
    console.warn(`axe, first look at ${name}: ${first.join("; ")}`)
    await page.waitForTimeout(750)
    bad = await check()
    expect(bad, `first look: ${first.join("; ")}`).toEqual([])
  }
}

/** settled waits for the page's finite animations and transitions (a spinner's endless turn is left out) to end. */
async function settled(page: Page): Promise<void> {
  // at most 2 s, timed here: a page whose clock a test installed has no timers of its own to time it
  const animations = page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  animations.catch(() => undefined) // a page closed meanwhile: nothing to wait for
  await Promise.race([animations, new Promise((resolve) => setTimeout(resolve, 2000))])
}

/** expectNoHorizontalScroll fails when the page is wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.client)
}

/** server URL of a portal path. */
export const at = (server: TestServer, path: string) => `${server.url}${path}`

/**
 * expectNoBrokenWords fails when a word in the page's main region wraps mid-word: a line may end only
 * at a space, after a hyphen, or at a seam between text nodes (the <wbr> of an address). It reads where
 * the browser put each character.
 */
export async function expectNoBrokenWords(page: Page): Promise<void> {
  const broken = await page.evaluate(() => {
    const root = document.querySelector("main") ?? document.body
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    const found: string[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ""
      let lastTop: number | null = null
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const rect = range.getClientRects()[0]
        if (!rect || rect.width === 0) continue
        if (
          lastTop !== null &&
          rect.top > lastTop + 2 &&
          /\S/.test(text[i]!) &&
          /[^\s-]/.test(text[i - 1]!)
        ) {
          found.push(`${text.slice(Math.max(0, i - 12), i)}|${text.slice(i, i + 12)}`)
        }
        lastTop = rect.top
      }
    }
    return found
  })
  expect(broken, "words broken mid-word").toEqual([])
}

/** expectSelectsFit fails when the chosen option of a visible select is wider than the box shows. */
export async function expectSelectsFit(page: Page): Promise<void> {
  const cut = await page.evaluate(() => {
    const ctx = document.createElement("canvas").getContext("2d")!
    return [...document.querySelectorAll("select")]
      .filter((s) => s.offsetParent !== null)
      .flatMap((s) => {
        const style = getComputedStyle(s)
        ctx.font = style.font
        const text = s.selectedOptions[0]?.textContent ?? ""
        const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        const need = ctx.measureText(text).width
        return need > room ? [`"${text}" needs ${Math.ceil(need)} px, has ${Math.floor(room)}`] : []
      })
  })
  expect(cut, "select boxes that cut their text").toEqual([])
}

/** expectTabsOnOneLine fails when the links of a tab strip wrap onto a second line. */
export async function expectTabsOnOneLine(page: Page, selector: string): Promise<void> {
  const tops = await page
    .locator(selector)
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top))
  expect(tops.length).toBeGreaterThan(1)
  expect(new Set(tops).size, `${selector} on one line`).toBe(1)
}
