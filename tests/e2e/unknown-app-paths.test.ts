import { mkdirSync } from "node:fs"
import { describe, expect, it } from "vitest"
import type { OpenedPages } from "../support/session"
import { testWorld } from "../support/world"
import { openAs, shootAll } from "./journey-support"

// A path under /portal or /admin that no screen owns is a missing page like any other: the server answers 404 and
// the page says 'Oops! Page not found' inside the signed-in frame, never an empty area.

const SHOTS = process.env.NOT_FOUND_SHOTS ?? "/tmp/shots-not-found"

describe("unknown paths inside the portal and the admin area", () => {
  const w = testWorld({ browser: true, admin: "Sam Studio", client: "Ava Okafor" })

  it("answers 404 and shows the not-found page to the client and the studio", async () => {
    mkdirSync(SHOTS, { recursive: true })
    for (const path of ["/portal/nope", "/portal/orders/abc/nope", "/admin/nope", "/admin/orders/abc/extra"])
      expect((await fetch(`${w.server.url}${path}`)).status, path).toBe(404)
    for (const path of [
      "/portal",
      "/portal/orders/abc123",
      "/admin/notifications/new",
      "/portal/orders/abc/receipt",
    ])
      expect((await fetch(`${w.server.url}${path}`)).status, path).toBe(200)

    const opened: OpenedPages = { contexts: [], errors: [] }
    for (const [account, path] of [
      [w.client, "/portal/nope"],
      [w.admin, "/admin/nope"],
    ] as const) {
      const page = await openAs(w.browser, opened, account, { width: 1280, height: 800 })
      await page.goto(`${w.server.url}${path}`)
      await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor({ timeout: 5000 })
      await shootAll(page, SHOTS, path.slice(1).replace("/", "-"))
    }
    expect(opened.errors.flat().filter((e) => !/status of 404/.test(e))).toEqual([])
    for (const context of opened.contexts) await context.close()
  })
})
