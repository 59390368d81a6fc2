import { mkdirSync } from "node:fs"
import { join } from "node:path"
import type { Browser, Page } from "playwright-core"
import type { Account } from "../support/accounts"
import { screenshot, watchErrors, type PageErrors } from "../support/browser"
import { seedSession } from "../support/session"

/** Where the conversation screens are also saved for a look (outside the repo). */
export const SCREENS_DIR = process.env.MESSAGES_SCREENS_DIR ?? "/tmp/messages-screens"

/** One signed-in browser context with its page and the errors it logged. */
export interface Side {
  page: Page
  seen: PageErrors
  close: () => Promise<void>
}

/** openAs opens a context signed in as account at a viewport. */
export async function openAs(
  browser: Browser,
  account: Account,
  viewport: { width: number; height: number },
): Promise<Side> {
  const context = await browser.newContext({ viewport })
  await seedSession(context, account.pb)
  const page = await context.newPage()
  return { page, seen: watchErrors(page), close: () => context.close() }
}

/** shoot saves a full-page screenshot in test-results and in SCREENS_DIR. */
export async function shoot(page: Page, name: string): Promise<void> {
  await screenshot(page, name)
  mkdirSync(SCREENS_DIR, { recursive: true })
  await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`), fullPage: true })
}

/** A 1×1 PNG, and a small PDF. */
export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082",
  "hex",
)
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1")

/** thread is the conversation's list of messages on a page. */
export const thread = (page: Page) => page.getByRole("log", { name: "Messages" })

/** send types text into the composer and presses Enter, attaching files first when given. */
export async function send(
  page: Page,
  text: string,
  files: { name: string; mimeType: string; buffer: Buffer }[] = [],
  internal = false,
): Promise<void> {
  if (files.length > 0) await page.locator('.composer input[type="file"]').setInputFiles(files)
  if (internal) await page.getByLabel("Internal note", { exact: true }).first().check()
  const box = page.getByRole("textbox", { name: internal ? "Internal note" : "Message" })
  await box.fill(text)
  await box.press("Enter")
}
