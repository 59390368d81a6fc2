// The landing renders its sections on approach (content-visibility and reveal-on-scroll): a full-page
// screenshot first scrolls through it once, as a visitor would, so that every section is drawn.
// Used by scripts/screens.mjs and the landing's browser tests.

/** showAllSections renders every section of the landing in page (a playwright-core Page). */
export async function showAllSections(page) {
  await page.addStyleTag({ content: ".lp-section, .lp-footer { content-visibility: visible !important }" })
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
    await page.waitForTimeout(40)
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
  await page.waitForTimeout(300)
}
