import type { Browser, BrowserContext, Page } from "playwright-core"
import type PocketBase from "pocketbase"
import { watchErrors } from "./browser"

/**
 * seedSession signs a browser context in as an SDK client's account: the stored session
 * (localStorage "pocketbase_auth") is written before the first page load only, so that a
 * sign-out during the test stays signed out.
 */
export async function seedSession(context: BrowserContext, pb: PocketBase): Promise<void> {
  const session = JSON.stringify({ token: pb.authStore.token, record: pb.authStore.record })
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("pocketbase_auth", value)
      sessionStorage.setItem("seeded", "1")
    }
  }, session)
}

/** The contexts a test opened (to close them) and the console errors of each page (to expect none). */
export interface OpenedPages {
  contexts: BrowserContext[]
  errors: string[][]
}

/**
 * openSignedIn opens a page in a new context of browser at size (en-US, New York time), signed in as pb's account,
 * and records the context and the page's console errors in opened.
 */
export async function openSignedIn(
  browser: Browser,
  pb: PocketBase,
  size: { width: number; height: number },
  opened: OpenedPages,
): Promise<Page> {
  const context = await browser.newContext({
    viewport: size,
    locale: "en-US",
    timezoneId: "America/New_York",
  })
  opened.contexts.push(context)
  await seedSession(context, pb)
  const page = await context.newPage()
  opened.errors.push(watchErrors(page).errors)
  return page
}
