import PocketBase from "pocketbase"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signUpClient } from "../support/accounts"
import { launchPlainBrowser, screenshot, viewports, watchErrors } from "../support/browser"
import { startServer, type TestServer } from "../support/server"
import { seedSession } from "../support/session"

describe("sign out on all devices", () => {
  let server: TestServer
  let browser: Browser

  beforeAll(async () => {
    server = await startServer()
    browser = await launchPlainBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.dispose()
  })

  it("ends the session on this browser and on another device", async () => {
    const client = await signUpClient(server, "Two Devices")
    const phone = new PocketBase(server.url) // the other device, signed in separately
    await phone.collection("users").authWithPassword(client.email, client.password)

    const context = await browser.newContext({ viewport: viewports.desktop })
    await seedSession(context, client.pb)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(`${server.url}/portal`)
    await page.getByRole("button", { name: "End sessions on all devices" }).waitFor()
    await screenshot(page, "portal-sign-out-everywhere-1280")

    page.once("dialog", (d) => void d.accept())
    await page.getByRole("button", { name: "End sessions on all devices" }).click()
    await page.waitForURL(`${server.url}/auth`)
    expect(await page.evaluate(() => localStorage.getItem("pocketbase_auth"))).toBeFalsy()
    await expect(phone.collection("users").authRefresh()).rejects.toMatchObject({ status: 401 })
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("does nothing when the user cancels", async () => {
    const client = await signUpClient(server, "Careful Client")
    const context = await browser.newContext({ viewport: viewports.phone })
    await seedSession(context, client.pb)
    const page = await context.newPage()
    await page.goto(`${server.url}/portal`)
    await page.getByRole("button", { name: "Open menu" }).click()
    page.once("dialog", (d) => void d.dismiss())
    await page.getByRole("button", { name: "End sessions on all devices" }).click()
    await expect(client.pb.collection("users").authRefresh()).resolves.toBeTruthy()
    expect(page.url()).toBe(`${server.url}/portal`)
    await context.close()
  })
})
