import { describe, expect, it } from "vitest"
import { signUpClient } from "../support/accounts"
import { waitForMail } from "../support/account-mail"
import { testWorld } from "../support/world"

// The "New sign-in" e-mail says the device and the time in words (the time in the zone the signing-in browser
// named), never PocketBase's raw line "2026-11-28 03:22:37.679Z - 127.0.0.1 Mozilla/5.0 (...".

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"

describe("the new sign-in e-mail", () => {
  const world = testWorld({ smtp: true })

  const signInFrom = async (email: string, password: string, headers: Record<string, string>) => {
    const res = await fetch(`${world.server.url}/api/collections/users/auth-with-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ identity: email, password }),
    })
    expect(res.status).toBe(200)
  }

  it("says 'Chrome on Android' and the local time in words, with no raw timestamp or user agent", async () => {
    const client = await signUpClient(world.server, "Alert Client") // the first sign-in: no alert
    await signInFrom(client.email, client.password, {
      "User-Agent": ANDROID_CHROME,
      "X-Time-Zone": "Europe/Paris",
    })
    const mail = await waitForMail(world.smtp, client.email, /New sign-in/)
    const text = mail.parsed.text ?? ""
    const html = String(mail.parsed.html ?? "")
    for (const body of [text, html.replace(/&#43;/g, "+").replace(/&#40;/g, "(").replace(/&#41;/g, ")")]) {
      expect(body).toContain("Chrome on Android")
      expect(body).toMatch(/\d{1,2}:\d{2} [AP]M on \w+day, \d{1,2} \w+ \d{4} \(Paris time, UTC\+[12]\)/)
      expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/)
      expect(body).not.toContain("Mozilla")
      expect(body).not.toContain("KHTML")
    }
  })

  it("says the time in UTC, named so, when the browser named no zone", async () => {
    const client = await signUpClient(world.server, "Zone-less Client")
    await signInFrom(client.email, client.password, { "User-Agent": "curl/8.5.0" })
    const mail = await waitForMail(world.smtp, client.email, /New sign-in/)
    const text = mail.parsed.text ?? ""
    expect(text).toContain("Device: A program (curl)")
    expect(text).toMatch(/\d{1,2}:\d{2} [AP]M UTC on \w+day, \d{1,2} \w+ \d{4}/)
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/)
  })
})
