import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { type Account, signUpClient, uniqueEmail } from "../support/accounts"
import { codeIn, linkIn, mailsTo, waitForMail } from "../support/account-mail"
import { screenshot, viewports, watchErrors } from "../support/browser"
import { at, portalContext } from "./portal-support"
import { sleep } from "../support/wait"
import { testWorld } from "../support/world"
import { completeOrder, newOrder } from "../support/orders"

describe("accounts in Chromium with the real SMTP server", () => {
  const world = testWorld({ smtp: true, browser: true, admin: "Sam Rivera" })

  const open = async (path: string, account?: Account) => {
    const context = await portalContext(world.browser, viewports.desktop, account)
    const page = await context.newPage()
    const seen = watchErrors(page)
    await page.goto(at(world.server, path))
    return { page, seen, close: () => context.close() }
  }

  const signedInAt = async (page: Page, path: string) => {
    await page.waitForURL(at(world.server, path))
    // From a prerendered /auth screen the signed-in area loads as a new document: read it once loaded.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("pocketbase_auth")).catch(() => null))
      .toBeTruthy()
  }

  it("forgot password: the link from the e-mail sets a new password and signs in", async () => {
    const client = await signUpClient(world.server, "Forgetful Client")
    const { page, seen, close } = await open("/auth")
    await page.getByLabel("Email").fill(client.email)
    await page.getByRole("button", { name: "Forgot password?" }).click()
    await expect.poll(() => page.getByLabel("Email").inputValue()).toBe(client.email)
    await page.getByRole("button", { name: "Send me a link" }).click()
    await page.getByText("If an account exists for that address, we've e-mailed a link").waitFor()
    await screenshot(page, "accounts-forgot-sent-1280")

    const mail = await waitForMail(world.smtp, client.email, /Reset your/)
    await page.goto(linkIn(mail, "/auth/reset/"))
    await page.getByLabel("New password", { exact: true }).fill("brand-new-pass")
    await page.getByLabel("Confirm password").fill("brand-new-pass")
    await page.getByRole("button", { name: "Save and sign in" }).click()
    await signedInAt(page, "/portal")

    // the link works once
    await page.goto(linkIn(mail, "/auth/reset/"))
    await page.getByLabel("New password", { exact: true }).fill("another-pass-1")
    await page.getByLabel("Confirm password").fill("another-pass-1")
    await page.getByRole("button", { name: "Save and sign in" }).click()
    await page.getByText("This password reset link has expired or was already used.").waitFor()
    await page.getByRole("link", { name: "Send me a new link" }).waitFor()
    expect(seen.errors.filter((e) => !/status of 400/.test(e))).toEqual([])
    await close()
  })

  it("signs in with the code from the e-mail; a first-time visitor is told to create an account", async () => {
    const client = await signUpClient(world.server, "Code Client")
    const { page, seen, close } = await open("/auth")
    await page.getByRole("button", { name: "E-mail me a sign-in code" }).click()
    // the code form is a part of its own: type once it is on screen, as a person does (what is typed into the
    // password form while the part loads is not carried over)
    await page.getByRole("heading", { name: "Sign in with a code" }).waitFor()
    // a first-time visitor: the same answer, and the way to create an account with the address typed
    const newcomer = uniqueEmail("newcomer")
    await page.getByLabel("Email").fill(newcomer)
    await page.getByRole("button", { name: "E-mail me a code" }).click()
    await page.getByText("If an account exists for that address, we've e-mailed a sign-in code.").waitFor()
    await page.getByRole("button", { name: "Create account" }).click()
    await page.getByRole("heading", { name: "Create your account" }).waitFor()
    expect(await page.getByLabel("Email").inputValue()).toBe(newcomer)
    expect(mailsTo(world.smtp, newcomer, /./)).toHaveLength(0)

    await page.goto(at(world.server, "/auth?mode=code"))
    await page.getByLabel("Email").fill(client.email.toUpperCase())
    await page.getByRole("button", { name: "E-mail me a code" }).click()
    await page.getByLabel("Sign-in code").waitFor()
    await page.getByRole("button", { name: "Create account" }).waitFor()
    const code = codeIn(await waitForMail(world.smtp, client.email, /sign-in code/))
    await page.getByLabel("Sign-in code").fill(code)
    await screenshot(page, "accounts-code-1280")
    await page.getByRole("button", { name: "Sign in", exact: true }).click()
    await signedInAt(page, "/portal")
    expect(seen.errors).toEqual([])
    await close()
  })

  it("the code e-mail's button opens the code entry for the address; a code pasted with spaces signs in", async () => {
    const client = await signUpClient(world.server, "Pasting Client")
    const asked = await open("/auth?mode=code")
    await asked.page.getByLabel("Email").fill(client.email)
    await asked.page.getByRole("button", { name: "E-mail me a code" }).click()
    await asked.page.getByLabel("Sign-in code").waitFor()
    await asked.close()
    const mail = await waitForMail(world.smtp, client.email, /sign-in code/)
    const link = /https?:\/\/\S+\/auth\?mode=code&\S+/.exec(mail.parsed.text ?? "")?.[0]
    expect(link).toBeTruthy()

    // Opened on the phone where the e-mail was read: straight to the code, for this address.
    const { page, seen, close } = await open("/")
    await page.goto(link ?? "")
    const field = page.getByLabel("Sign-in code")
    await field.waitFor()
    await page.getByText(`We sent it to ${client.email}.`).waitFor()
    const code = codeIn(mail)
    // Pasted as it often arrives: padded and grouped. Every digit is kept, the spaces are not.
    await field.focus()
    await page.keyboard.insertText(`    ${code}`)
    expect(await field.inputValue()).toBe(code)
    await field.fill("")
    await page.keyboard.insertText(` ${code.slice(0, 3)} ${code.slice(3)} `)
    expect(await field.inputValue()).toBe(code)
    await screenshot(page, "accounts-code-from-link-1280")
    await page.getByRole("button", { name: "Sign in", exact: true }).click()
    await signedInAt(page, "/portal")
    expect(seen.errors).toEqual([])
    await close()
  })

  it("verification: the banner shows until the link is opened, then the provider sees 'verified'", async () => {
    const email = uniqueEmail("verify")
    const { page, seen, close } = await open("/auth?mode=signup")
    await page.getByLabel("Full name").fill("Vera Fied")
    await page.getByLabel("Email").fill(email)
    await page.getByLabel("Password", { exact: true }).fill("vera-pass-1")
    await page.getByLabel("Confirm password").fill("vera-pass-1")
    await page.getByRole("button", { name: "Create account" }).click()
    await signedInAt(page, "/portal")
    const banner = page.getByRole("complementary", { name: "E-mail address" })
    await banner.getByText("Please confirm your e-mail address").waitFor()

    await waitForMail(world.smtp, email, /Confirm your e-mail/)
    await banner.getByRole("button", { name: "Resend" }).click()
    await banner.getByRole("status").filter({ hasText: "Sent. Check your inbox." }).waitFor()
    const mail = await waitForMail(world.smtp, email, /Confirm your e-mail/, 2)
    await page.goto(linkIn(mail, "/auth/verify/"))
    await page.getByRole("heading", { name: "Your e-mail address is confirmed" }).waitFor()
    await page.getByRole("link", { name: "Continue" }).click()
    await page.getByRole("heading", { name: "Recent orders" }).waitFor()
    expect(await banner.count()).toBe(0)

    const provider = await open("/admin/users", world.admin)
    await provider.page.getByText(email).waitFor()
    const row = provider.page.getByRole("row").filter({ hasText: email })
    await row.getByText("E-mail verified").waitFor()
    expect(seen.errors).toEqual([])
    await provider.close()
    await close()
  })

  it("account page: changes the name, the e-mail (confirmed from the new inbox) and the password", async () => {
    const client = await signUpClient(world.server, "Old Name")
    const { page, seen, close } = await open("/portal", client)
    await page.getByRole("link", { name: "Old Name: your account" }).click()
    await page.waitForURL(at(world.server, "/portal/account"))

    await page.getByLabel("Full name").fill("New Name")
    await page.getByRole("button", { name: "Save name" }).click()
    await page.getByText("Your name is saved.").waitFor()
    await page.getByRole("link", { name: "New Name: your account" }).waitFor()

    const newEmail = uniqueEmail("moved")
    await page.getByLabel("New e-mail address").fill(newEmail)
    await page.getByRole("button", { name: "Send confirmation link" }).click()
    await page.getByText(`We sent a confirmation link to ${newEmail}.`).waitFor()
    const change = await waitForMail(world.smtp, newEmail, /Confirm your new e-mail/)
    await page.goto(linkIn(change, "/auth/email-change/"))
    await page.getByLabel("Password").fill(client.password)
    await page.getByRole("button", { name: "Confirm the new address" }).click()
    await signedInAt(page, "/portal")
    await page.goto(at(world.server, "/portal/account"))
    await page.getByText(newEmail).first().waitFor()

    const otherDevice = await signUpClient(world.server) // a fresh sign-in of the moved account elsewhere
    await otherDevice.pb.collection("users").authWithPassword(newEmail, client.password)
    await page.getByLabel("Current password").fill(client.password)
    await page.getByLabel("New password", { exact: true }).fill("changed-pass-9")
    await page.getByLabel("Confirm new password").fill("changed-pass-9")
    await page.getByRole("button", { name: "Change password" }).click()
    await page.getByText("Your password is changed. Other devices have been signed out.").waitFor()
    await expect(otherDevice.pb.collection("users").authRefresh()).rejects.toMatchObject({ status: 401 })
    await page.reload()
    await page.getByRole("heading", { name: "Account" }).waitFor() // this browser stays signed in
    expect(seen.errors).toEqual([])
    await close()
  })

  it("e-mail preferences: off, a status change notifies without e-mail; on again, it e-mails", async () => {
    const client = await signUpClient(world.server, "Quiet Client")
    const order = await newOrder(client, {
      title: "Quiet storefront",
      company_name: "Hush Co",
      description: "A calm store.",
    })
    const { page, seen, close } = await open("/portal/account", client)
    const statusBox = page.getByRole("checkbox", { name: /Order status changes/ })
    await statusBox.uncheck()
    await page.getByText("Your e-mail preferences are saved.").waitFor()
    await world.admin.pb.collection("orders").update(order.id, { status: "in_progress" })
    const notes = () =>
      client.pb.collection("notifications").getFullList({ filter: `related_order = "${order.id}"` })
    await expect.poll(async () => (await notes()).length).toBe(1)
    await sleep(1500)
    expect(mailsTo(world.smtp, client.email, /Order Update: Quiet storefront/)).toHaveLength(0)

    await page.reload()
    expect(await statusBox.isChecked()).toBe(false)
    await statusBox.check()
    await page.getByText("Your e-mail preferences are saved.").waitFor()
    await completeOrder(world.admin.pb, order.id)
    await waitForMail(world.smtp, client.email, /Order Update: Quiet storefront/)
    await expect.poll(async () => (await notes()).length).toBe(3) // and the studio's launch approval, its reason
    expect(seen.errors).toEqual([])
    await close()
  })
})
