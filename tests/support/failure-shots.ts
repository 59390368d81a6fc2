import { mkdirSync } from "node:fs"
import type { Browser } from "playwright-core"
import { beforeEach } from "vitest"

/** Where a failed browser test leaves a screenshot of every page it had open (never committed). */
export const FAILURE_SHOTS = "/tmp/e2e-failures"

/**
 * shootOnFailure makes every failed test of the calling block print the address and heading of each page still open
 * in the browser and leave its screenshot in FAILURE_SHOTS: a failure in a full CI run, which a single run of the file
 * does not repeat, then says what the page showed.
 */
export function shootOnFailure(browser: () => Browser | undefined): void {
  beforeEach((ctx) => {
    ctx.onTestFailed(async () => {
      const open =
        browser()
          ?.contexts()
          .flatMap((c) => c.pages()) ?? []
      mkdirSync(FAILURE_SHOTS, { recursive: true })
      const stamp = `${ctx.task.name.replace(/[^a-z0-9]+/gi, "-").slice(0, 60)}-${Date.now()}`
      for (const [i, page] of open.entries()) {
        const path = `${FAILURE_SHOTS}/${stamp}-${i}.png`
        const heading = await page
          .locator("h1, h2, [role=alert]")
          .allInnerTexts()
          .then((texts) => texts.slice(0, 4).join(" | "))
          .catch(() => "(unreadable)")
        await page.screenshot({ path, timeout: 5_000 }).catch(() => undefined)
        console.error(`[failed test] page ${i}: ${page.url()} shows: ${heading} (screenshot ${path})`)
      }
    })
  })
}
