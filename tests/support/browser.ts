import { mkdirSync } from "node:fs"
import { dirname, join } from "node:path"
import { type Browser, type BrowserContext, type Page, chromium } from "playwright-core"
import { playwrightChromiumArgs } from "../../scripts/chromium-args.mjs"
import { artefactsDir } from "./paths"

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/** launchPlainBrowser starts headless Debian Chromium (a fresh profile) for tests that open a context per user. */
export async function launchPlainBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: playwrightChromiumArgs })
}

let shared: Promise<Browser> | undefined

/**
 * sharedBrowser is one Chromium for every world of this test process (a worker runs file after file in one process):
 * started on first use, started again if it went away. A world opens its own contexts, each a fresh profile, and
 * closes them all when it ends (closeContexts), so a file sees nothing of the one before; it saves a launch and a
 * close per file.
 */
export function sharedBrowser(): Promise<Browser> {
  if (!shared) {
    const started = launchPlainBrowser()
    shared = started
    started.then(
      (browser) => browser.on("disconnected", () => shared === started && (shared = undefined)),
      () => shared === started && (shared = undefined),
    )
  }
  return shared
}

/** closeContexts ends every context still open in browser: what a world leaves when it ends. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)))
}

/** Console errors and warnings, and uncaught page errors, seen by a page. */
export interface PageErrors {
  errors: string[]
}

/** watchErrors records console errors and warnings (e.g. React Router's) and uncaught exceptions of a page. */
export function watchErrors(page: Page, ignore: RegExp[] = []): PageErrors {
  const seen: PageErrors = { errors: [] }
  page.on("console", (msg) => {
    if (msg.type() !== "error" && msg.type() !== "warning") return
    const text = msg.type() === "warning" ? `warning: ${msg.text()}` : msg.text()
    if (!ignore.some((re) => re.test(text))) seen.errors.push(text)
  })
  page.on("pageerror", (err) => seen.errors.push(`pageerror: ${err.message}`))
  return seen
}

/**
 * settle waits until what the screen shows is final: its fonts and eager images are in and two frames have
 * painted since. Screens keep a realtime connection open, so "no network for 500 ms" is a half-second wait
 * per check rather than a sign of anything; a screen's own readiness is the caller's wait before this.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    const loading = [...document.images].filter((img) => !img.complete && img.loading !== "lazy")
    await Promise.all(
      loading.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener("load", done, { once: true })
            img.addEventListener("error", done, { once: true })
          }),
      ),
    )
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  })
}

/**
 * Screenshots are for people to look at, not checked by any test: taken unless SCREENSHOTS=0, which `make test` sets
 * (about half a minute of a full run). `make test SCREENSHOTS=1`, a single file run and scripts/screens.mjs take them.
 */
export const screenshotsWanted = process.env.SCREENSHOTS !== "0"

/** A page or a part of one (a dialog, a card) to save as a PNG. */
interface Shootable {
  screenshot(options: { path: string; fullPage?: boolean }): Promise<Buffer>
}

/** keepShot saves target as the PNG at path (its folder made) when screenshots are wanted. */
export async function keepShot(target: Shootable, path: string, options: { fullPage?: boolean } = {}) {
  if (!screenshotsWanted) return
  mkdirSync(dirname(path), { recursive: true })
  await target.screenshot({ path, ...options })
}

/** screenshot saves a full-page PNG under test-results/screenshots/NAME.png (when wanted). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await keepShot(page, join(artefactsDir, "screenshots", `${name}.png`), { fullPage: true })
}

/** The two widths every journey is checked at. */
export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const

/** Every screen is also checked at the narrowest phone still in use (no sideways scroll at 320 px). */
export const screenSizes = {
  narrow: { width: 320, height: 640 },
  ...viewports,
} as const

/**
 * throttledPhone opens a phone-sized touch context and a page whose CPU is `slowdown` times slower, as a mid-range
 * phone's is; prepare runs on the context before the page opens (routes, a session).
 */
export async function throttledPhone(
  browser: Browser,
  slowdown: number,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: viewports.phone, hasTouch: true, isMobile: true })
  await prepare?.(context)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown })
  return { context, page }
}

/**
 * The app's one entry module (not a page's loader): what hydrates /auth and the 404 page and renders the
 * signed-in areas. A test that holds it back sees the page as served, before any of the app has run.
 */
export const appEntry = /\/assets\/index-[\w-]+\.js$/

/** holdRequests makes the page's requests to url wait until the returned release is called (then they go out). */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return () => release()
}
