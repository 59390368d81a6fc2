import type { Browser } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { launchPlainBrowser } from "./browser"
import { type ServerOptions, startServer, type TestServer } from "./server"

/** What withServerAndBrowser holds for the describe block, set once its beforeAll has run. */
export interface Suite {
  server: TestServer
  browser: Browser
}

/**
 * withServerAndBrowser starts the binary (with `options`, which may wait on something started first,
 * e.g. the SMTP server) and Chromium once for the calling describe block, and stops both after it.
 */
export function withServerAndBrowser(
  options: () => ServerOptions | Promise<ServerOptions> = () => ({}),
): Suite {
  const suite = {} as Suite
  beforeAll(async () => {
    suite.server = await startServer(await options())
    suite.browser = await launchPlainBrowser()
  })
  afterAll(async () => {
    await suite.browser?.close()
    await suite.server?.dispose()
  })
  return suite
}
