import type { Browser, Locator, Page } from "playwright-core"
import type { Account } from "../support/accounts"
import { keepShot, screenSizes } from "../support/browser"
import { openSignedIn, type OpenedPages } from "../support/session"
import { expectNoHorizontalScroll } from "./portal-support"

/**
 * openAs opens a page signed in as account at size (openSignedIn): with a phone's CPU when cpu > 1 (Chrome's
 * throttling), and init run before every page load.
 */
export async function openAs(
  browser: Browser,
  opened: OpenedPages,
  account: Account,
  size: { width: number; height: number },
  options: { cpu?: number; init?: () => void } = {},
): Promise<Page> {
  const page = await openSignedIn(browser, account.pb, size, opened)
  if (options.init) await page.context().addInitScript(options.init)
  if ((options.cpu ?? 1) > 1) {
    await (
      await page.context().newCDPSession(page)
    ).send("Emulation.setCPUThrottlingRate", { rate: options.cpu! })
  }
  return page
}

/** shootAll saves page at 320, 390 and 1280 px as dir/name-SIZE.png, checking each for sideways scrolling. */
export async function shootAll(page: Page, dir: string, name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(screenSizes)) {
    await page.setViewportSize(viewport)
    await keepShot(page, `${dir}/${name}-${size}.png`, { fullPage: true })
    await expectNoHorizontalScroll(page)
  }
}

/**
 * shootWithPart saves page as shootAll does, then part of it alone (a dialog, a card: to look at closely) at the same
 * widths, as dir/name-label-SIZE.png.
 */
export async function shootWithPart(
  page: Page,
  part: Locator,
  dir: string,
  name: string,
  label: string,
): Promise<void> {
  await shootAll(page, dir, name)
  for (const [size, viewport] of Object.entries(screenSizes)) {
    await page.setViewportSize(viewport)
    await keepShot(part, `${dir}/${name}-${label}-${size}.png`)
  }
}

/** completionMail matches the status e-mail that tells email its order titled title is completed. */
export const completionMail =
  (email: string, title: string) => (m: { to: string[]; parsed: { subject?: string; text?: string } }) =>
    m.to.includes(email) &&
    m.parsed.subject === `Order Update: ${title}` &&
    (m.parsed.text ?? "").includes("Status: Completed")
