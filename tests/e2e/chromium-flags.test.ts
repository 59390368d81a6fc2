import { type Browser, chromium } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  chromiumArgs,
  idleRendererFeatures,
  playwrightChromiumArgs,
  playwrightDisabledFeatures,
} from "../../scripts/chromium-args.mjs"
import { chromiumPath } from "../support/browser"
import { testWorld } from "../support/world"

// The test browser turns off the renderers no test uses (scripts/chromium-args.mjs). Chromium reads the last
// --disable-features only, so that list repeats Playwright's own: this file fails when Playwright's list grows, or
// when this Chromium no longer knows a feature and starts those renderers again.

/** What a browser runs after one context opened one page of the app. */
async function onePage(
  browser: Browser,
  url: string,
): Promise<{ disabled: string[]; renderers: number; ui: string[] }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto("chrome://version")
  const commandLine = (await page.locator("#command_line").textContent()) ?? ""
  await page.goto(url)
  const cdp = await browser.newBrowserCDPSession()
  const { processInfo } = await cdp.send("SystemInfo.getProcessInfo")
  const { targetInfos } = await cdp.send("Target.getTargets", { filter: [{}] })
  await context.close()
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) => m[1]!.split(","))
  return {
    disabled: lists.at(-1) ?? [], // the one Chromium reads
    renderers: processInfo.filter((p) => p.type === "renderer").length,
    ui: targetInfos.filter((t) => t.type === "browser_ui").map((t) => t.url),
  }
}

describe("the test browser's flags", () => {
  const world = testWorld()
  const opened: Browser[] = []
  let stock: Awaited<ReturnType<typeof onePage>>
  let ours: Awaited<ReturnType<typeof onePage>>
  const launch = async (args: string[]) => {
    const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args })
    opened.push(browser)
    return browser
  }
  beforeAll(async () => {
    stock = await onePage(await launch(chromiumArgs), `${world.server.url}/auth`)
    ours = await onePage(await launch(playwrightChromiumArgs), `${world.server.url}/auth`)
  })
  afterAll(async () => {
    for (const b of opened) await b.close()
  })

  it("keep every feature Playwright turns off", () => {
    expect(stock.disabled.length).toBeGreaterThan(0)
    expect(playwrightDisabledFeatures).toEqual(expect.arrayContaining(stock.disabled))
    expect(ours.disabled).toEqual([...playwrightDisabledFeatures, ...idleRendererFeatures])
  })

  it("start one renderer for a page, without the omnibox popup's", () => {
    // Stock Chromium here: the page's renderer, a spare one and the omnibox popup's (whose WebUI is a browser_ui target).
    expect(stock.renderers).toBeGreaterThan(ours.renderers)
    expect(ours.ui).toEqual([])
    expect(ours.renderers).toBe(1)
  })
})
