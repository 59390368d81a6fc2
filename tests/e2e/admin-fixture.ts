import type { RecordModel } from "pocketbase"
import type { Browser, BrowserContext, Page, Request } from "playwright-core"
import { type Account, signUpClient } from "../support/accounts"
import { DEMO_ADMIN } from "../support/demo"
import { newOrder } from "../support/orders"
import { seedSession } from "../support/session"
import type { World, WorldOptions } from "../support/world"

export { DEMO_ADMIN }

/** Browser settings shared with the Node side, so that dates format the same on both. */
export const LOCALE = "en-US"
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone

/** A running binary with a real SMTP server, Chromium, 75 seeded orders over 60 clients, and the admin signed in. */
export type AdminWorld = World

/** The acceptance data set (58 generated clients, the 2 demo clients, 75 orders), for testWorld. */
export const ADMIN_WORLD: WorldOptions = {
  smtp: true,
  browser: true,
  demo: ["--clients", "58", "--orders", "75", "--seed", "2026"],
  demoAdmin: true,
}

/** adminContext opens a context at a width, signed in as the admin on its first page load. */
export async function adminContext(
  browser: Browser,
  world: AdminWorld,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: LOCALE, timezoneId: TIME_ZONE })
  await seedSession(context, world.admin.pb)
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
  const order = await newOrder(client, {
    title,
    description: "A Shopify store for the spring collection.",
    company_name: `${name} Studio`,
  })
  return { client, order }
}

/** at is the URL of an app path on the test server. */
export const at = (world: AdminWorld, path: string) => `${world.server.url}${path}`
