import type { RecordModel } from "pocketbase"
import type { Browser, BrowserContext, Page, Request } from "playwright-core"
import { type Account, signUpClient } from "../support/accounts"
import { DEMO_ADMIN, seedDemo, signInDemo } from "../support/demo"
import { startServer, type TestServer } from "../support/server"
import { startSmtp, type TestSmtp } from "../support/smtp"

export { DEMO_ADMIN }

/** Browser settings shared with the Node side, so that dates format the same on both. */
export const LOCALE = "en-US"
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone

/** A running binary with a real SMTP server, 75 seeded orders over 60 clients, and the admin signed in. */
export interface AdminWorld {
  server: TestServer
  smtp: TestSmtp
  admin: Account
  dispose: () => Promise<void>
}

/** startAdminWorld seeds the acceptance data set: 58 generated clients, the 2 demo clients, 75 orders. */
export async function startAdminWorld(): Promise<AdminWorld> {
  const smtp = await startSmtp()
  const server = await startServer({ env: smtp.env })
  await seedDemo(server, ["--clients", "58", "--orders", "75", "--seed", "2026"])
  const admin: Account = await signInDemo(server, DEMO_ADMIN)
  return {
    server,
    smtp,
    admin,
    dispose: async () => {
      await server.dispose()
      await smtp.stop()
    },
  }
}

/** adminContext opens a context at a width, signed in as the admin on its first page load. */
export async function adminContext(
  browser: Browser,
  world: AdminWorld,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: LOCALE, timezoneId: TIME_ZONE })
  const session = JSON.stringify({
    token: world.admin.pb.authStore.token,
    record: world.admin.pb.authStore.record,
  })
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("pocketbase_auth", value)
      sessionStorage.setItem("seeded", "1")
    }
  }, session)
  return context
}

/** apiCalls records the PocketBase API requests a page makes, by path. */
export function apiCalls(page: Page): { paths: () => string[] } {
  const seen: Request[] = []
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/")) seen.push(r)
  })
  return { paths: () => seen.map((r) => `${r.method()} ${new URL(r.url()).pathname}`) }
}

/** newClientWithOrder signs up a client and has it submit one pending order. */
export async function newClientWithOrder(
  world: AdminWorld,
  name: string,
  title: string,
): Promise<{ client: Account; order: RecordModel }> {
  const client = await signUpClient(world.server, name)
  const order = await client.pb.collection("orders").create({
    title,
    description: "A Shopify store for the spring collection.",
    company_name: `${name} Studio`,
    client: client.id,
  })
  return { client, order }
}

/** at is the URL of an app path on the test server. */
export const at = (world: AdminWorld, path: string) => `${world.server.url}${path}`
