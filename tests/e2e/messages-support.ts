import { join } from "node:path"
import { crc32, deflateSync } from "node:zlib"
import type { Browser, Page } from "playwright-core"
import type { Account } from "../support/accounts"
import { keepShot, screenshot, watchErrors, type PageErrors } from "../support/browser"
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
  await keepShot(page, join(SCREENS_DIR, `${name}.png`), { fullPage: true })
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "latin1"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** solidPng is a real width×height PNG of one RGB colour (so a thumbnail is visible in the screens). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  const signature = Buffer.from("89504e470d0a1a0a", "hex")
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

/** A 96×64 orange PNG, and a small PDF. */
export const PNG = solidPng(96, 64, [232, 112, 40])
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1")

/** thread is the conversation's list of messages on a page. */
export const thread = (page: Page) => page.getByRole("log", { name: "Messages" })

/** send types text into the composer (Shift+Enter between lines) and presses Enter, attaching files first. */
export async function send(
  page: Page,
  text: string,
  files: { name: string; mimeType: string; buffer: Buffer }[] = [],
  internal = false,
): Promise<void> {
  if (files.length > 0) await page.locator('.composer input[type="file"]').setInputFiles(files)
  if (internal) await page.getByLabel("Internal note", { exact: true }).first().check()
  const box = page.getByRole("textbox", { name: internal ? "Internal note" : "Message" })
  const [first, ...more] = text.split("\n")
  await box.fill(first ?? "")
  for (const line of more) {
    await box.press("Shift+Enter")
    await page.keyboard.insertText(line)
  }
  await box.press("Enter")
}
