import type PocketBase from "pocketbase"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { type Account, anonymous, createAdmin, createSuperuser, signUpClient } from "./accounts"
import { closeContexts, sharedBrowser } from "./browser"
import { shootOnFailure } from "./failure-shots"
import { DEMO_ADMIN, seedDemo, signInDemo } from "./demo"
import { type ServerOptions, startServer, type TestServer } from "./server"
import { startSmtp, type TestSmtp } from "./smtp"

/** What a test file asks of its world; everything but the server is off unless asked for. */
export interface WorldOptions extends ServerOptions {
  /** Start the real SMTP server first and point the binary at it (its env comes before `env`). */
  smtp?: boolean
  /** Chromium (one per test process, shared: see sharedBrowser; tests open their own contexts, closed when the world ends). */
  browser?: boolean
  /** Run `demo seed` with these args before anything else is created. */
  demo?: string[]
  /** Sign the demo admin in as `admin` (after `demo`). */
  demoAdmin?: boolean
  /** Create an admin with this name (the CLI). */
  admin?: string
  /** Sign up a client with this name. */
  client?: string
  /** Sign up a second client with this name (the one that must not see the first one's things). */
  other?: string
  /** Create a PocketBase superuser (inspection only, never an actor). */
  su?: boolean
}

/**
 * The one test world: a running binary and, as asked, its SMTP server, Chromium and accounts. A part that was not
 * asked for throws when read, so a test that needs it says so in its options.
 */
export interface World {
  readonly server: TestServer
  readonly smtp: TestSmtp
  readonly browser: Browser
  readonly admin: Account
  readonly client: Account
  readonly other: Account
  /** A PocketBase superuser: reads whatever the rules; never an actor. */
  readonly su: PocketBase
  /** An SDK client with no session. */
  readonly guest: PocketBase
  /** Stops Chromium, the binary (deleting its data) and the SMTP server. */
  readonly dispose: () => Promise<void>
}

/** startWorld starts what options ask for, in order: SMTP, the binary, the demo seed, the accounts, Chromium. */
export async function startWorld(options: WorldOptions = {}): Promise<World> {
  const parts: { -readonly [K in keyof World]?: World[K] } = {}
  const dispose = async () => {
    if (parts.browser) await closeContexts(parts.browser)
    await parts.server?.dispose()
    await parts.smtp?.stop()
  }
  try {
    if (options.smtp) parts.smtp = await startSmtp()
    const server = await startServer({
      ...options,
      env: { ...parts.smtp?.env, ...options.env },
    })
    parts.server = server
    if (options.demo) await seedDemo(server, options.demo)
    // The superuser acts in nothing (it only inspects), so it is made beside the accounts, whose order is kept.
    const su = options.su ? createSuperuser(server) : undefined
    su?.catch(() => undefined) // its failure is thrown below, where it is awaited
    if (options.demoAdmin) parts.admin = await signInDemo(server, DEMO_ADMIN)
    if (options.admin) parts.admin = await createAdmin(server, options.admin)
    if (options.client) parts.client = await signUpClient(server, options.client)
    if (options.other) parts.other = await signUpClient(server, options.other)
    if (su) parts.su = await su
    parts.guest = anonymous(server)
    if (options.browser) parts.browser = await sharedBrowser()
  } catch (err) {
    await dispose()
    throw err
  }
  return asked({ ...parts, dispose } as World)
}

/** asked makes reading a part the options did not ask for fail with a message that says which. */
function asked(world: World): World {
  return new Proxy(world, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown
      if (value === undefined && typeof key === "string" && key !== "then") {
        throw new Error(`the test world has no ${key}: ask for it in testWorld/startWorld's options`)
      }
      return value
    },
  })
}

/**
 * testFixture starts what start makes (a world, or a world grown from one) once for the calling describe block (or
 * file), before its tests, and disposes of it after them. The returned object reads through to it: read its fields
 * inside hooks and tests only.
 */
export function testFixture<T extends { dispose: () => Promise<void> }>(start: () => Promise<T>): T {
  let started: T | undefined
  beforeAll(async () => {
    started = await start()
  })
  afterAll(async () => {
    await started?.dispose()
  })
  return new Proxy({} as T, {
    get(_target, key) {
      if (!started)
        throw new Error(`the test world is not started yet (read ${String(key)} inside a test or hook)`)
      return Reflect.get(started, key) as unknown
    },
  })
}

/** testWorld starts a world with options once for the calling describe block (or file): see testFixture. */
export const testWorld = (options: WorldOptions = {}): World => {
  const world = testFixture(() => startWorld(options))
  if (options.browser) shootOnFailure(() => world.browser)
  return world
}

/** The world of a journey between the studio and one client, with e-mail: the most common one of the e2e files. */
export const studioAndClient = (
  admin: string,
  client: string,
  env: Record<string, string> = {},
): WorldOptions => ({
  smtp: true,
  browser: true,
  admin,
  client,
  env,
})
