import type { Browser, BrowserContext, Page } from "playwright-core"
import type { Account } from "../support/accounts"
import { screenSizes, watchErrors } from "../support/browser"
import { seedSession } from "../support/session"
import { expectNoHorizontalScroll } from "./portal-support"

/** What a journey opened: its contexts (to close) and each page's console errors. */
export interface Opened {
  contexts: BrowserContext[]
  errors: string[][]
}

/**
 * openAs opens a page signed in as account at size: with a phone's CPU when cpu > 1 (Chrome's throttling), and
 * init run before every page load.
 */
export async function openAs(
  browser: Browser,
  opened: Opened,
  account: Account,
  size: { width: number; height: number },
  options: { cpu?: number; init?: () => void } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: size, locale: "en-US" })
  opened.contexts.push(context)
  await seedSession(context, account.pb)
  if (options.init) await context.addInitScript(options.init)
  const page = await context.newPage()
  if ((options.cpu ?? 1) > 1) {
    await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: options.cpu! })
  }
  opened.errors.push(watchErrors(page).errors)
  return page
}

/** shootAll saves page at 320, 390 and 1280 px as dir/name-SIZE.png, checking each for sideways scrolling. */
export async function shootAll(page: Page, dir: string, name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(screenSizes)) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: `${dir}/${name}-${size}.png`, fullPage: true })
    await expectNoHorizontalScroll(page)
  }
}
