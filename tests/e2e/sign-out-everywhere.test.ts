import PocketBase from "pocketbase"
import { describe, expect, it } from "vitest"
import { createAdmin, signUpClient } from "../support/accounts"
import { screenshot, viewports, watchErrors } from "../support/browser"
import { seedSession } from "../support/session"
import { testWorld } from "../support/world"

describe("sign out on all devices", () => {
  const world = testWorld({ browser: true })

  it("asks in the app's own dialog, then ends the session on this browser and on another device", async () => {
    const client = await signUpClient(world.server, "Two Devices")
    const phone = new PocketBase(world.server.url) // the other device, signed in separately
    await phone.collection("users").authWithPassword(client.email, client.password)

    const context = await world.browser.newContext({ viewport: viewports.desktop })
    await seedSession(context, client.pb)
    const page = await context.newPage()
    const seen = watchErrors(page)
    let nativeDialogs = 0
    page.on("dialog", (d) => {
      nativeDialogs++
      void d.dismiss()
    })
    await page.goto(`${world.server.url}/portal`)
    await page.getByRole("link", { name: "Two Devices: your account" }).click()
    await page.waitForURL(`${world.server.url}/portal/account`)
    await page.getByRole("button", { name: "Sign out on all devices" }).click()
    const dialog = page.getByRole("dialog", { name: "End your sessions on all devices?" })
    await dialog.waitFor()
    await screenshot(page, "portal-sign-out-everywhere-1280")
    await dialog.getByRole("button", { name: "End all sessions" }).click()
    await page.waitForURL(`${world.server.url}/auth`)
    expect(nativeDialogs, "no window.confirm").toBe(0)
    expect(await page.evaluate(() => localStorage.getItem("pocketbase_auth"))).toBeFalsy()
    await expect(phone.collection("users").authRefresh()).rejects.toMatchObject({ status: 401 })
    expect(seen.errors).toEqual([])
    await context.close()
  })

  it("does nothing when the user cancels", async () => {
    const client = await signUpClient(world.server, "Careful Client")
    const context = await world.browser.newContext({ viewport: viewports.phone })
    await seedSession(context, client.pb)
    const page = await context.newPage()
    await page.goto(`${world.server.url}/portal/account`)
    await page.getByRole("button", { name: "Sign out on all devices" }).click()
    const dialog = page.getByRole("dialog", { name: "End your sessions on all devices?" })
    await dialog.getByRole("button", { name: "Cancel" }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await expect(client.pb.collection("users").authRefresh()).resolves.toBeTruthy()
    expect(page.url()).toBe(`${world.server.url}/portal/account`)
    await context.close()
  })

  it("after sessions end on another device, the open page leaves for the sign-in screen by itself and says why", async () => {
    const client = await signUpClient(world.server, "Shared Laptop")
    const admin = await createAdmin(world.server, "Sam Rivera")
    for (const [who, start, next] of [
      [client, "/portal", "My Orders"],
      [admin, "/admin", "Orders"],
    ] as const) {
      const context = await world.browser.newContext({ viewport: viewports.desktop })
      await seedSession(context, who.pb)
      const page = await context.newPage()
      const seen = watchErrors(page)
      await page.goto(`${world.server.url}${start}`)
      await page.getByRole("link", { name: next, exact: true }).waitFor()
      await page.waitForLoadState("networkidle")

      // The same account ends every session from another device.
      const other = new PocketBase(world.server.url)
      await other.collection("users").authWithPassword(who.email, who.password)
      await other.send("/api/launchdesk/sign-out-everywhere", { method: "POST" })

      // no click needed: the server ends the page's realtime connection, the page asks and leaves
      await page.waitForURL(`${world.server.url}/auth`, { timeout: 5000 })
      await page.getByText("You were signed out on all devices. Please sign in again.").waitFor()
      await page.getByRole("button", { name: "Sign in" }).waitFor()
      expect(seen.errors.filter((e) => !/status of 40[134]/.test(e))).toEqual([])
      await context.close()
    }
  })
})
