import type { Browser } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { type Account, createAdmin, signUpClient } from "./accounts"
import { launchPlainBrowser } from "./browser"
import { startServer, type TestServer } from "./server"

/** What browserSuite gives a describe block once its beforeAll has run. */
export interface BrowserSuite {
  server: TestServer
  browser: Browser
  client: Account
  admin: Account
}

/**
 * browserSuite starts the binary and Chromium for the enclosing describe block, with a client and an
 * admin named after it, and closes both after it. Read the fields inside tests (they are set in beforeAll).
 */
export function browserSuite(name: string): BrowserSuite {
  const suite = {} as BrowserSuite
  beforeAll(async () => {
    suite.server = await startServer()
    suite.browser = await launchPlainBrowser()
    suite.client = await signUpClient(suite.server, `${name} Client`)
    suite.admin = await createAdmin(suite.server, `${name} Admin`)
  })
  afterAll(async () => {
    await suite.browser?.close()
    await suite.server?.dispose()
  })
  return suite
}
