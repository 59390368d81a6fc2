import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { anonymous, createSuperuser, signUpClient } from "../support/accounts"
import { mailsTo, tokenIn, waitForMail } from "../support/account-mail"
import { startServer, type TestServer } from "../support/server"
import { startSmtp, type TestSmtp } from "../support/smtp"
import { sleep } from "../support/wait"

let server: TestServer
let smtp: TestSmtp

beforeAll(async () => {
  smtp = await startSmtp()
  server = await startServer({ env: { ...smtp.env, MAIL_RETRY_SECONDS: "1" } })
})
afterAll(async () => {
  await server?.dispose()
  await smtp?.stop()
})

async function rawReset(email: string): Promise<{ status: number; headers: string; body: string }> {
  const res = await fetch(`${server.url}/api/collections/users/request-password-reset`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  })
  const headers = [...res.headers.entries()]
    .filter(([k]) => k !== "date")
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n")
  return { status: res.status, headers, body: await res.text() }
}

describe("forgot password", () => {
  it("answers known and unknown addresses byte for byte the same", async () => {
    const client = await signUpClient(server)
    const known = await rawReset(client.email)
    const unknown = await rawReset(`nobody.${Date.now()}@example.test`)
    expect(known.status).toBe(204)
    expect(unknown).toEqual(known)
    await waitForMail(smtp, client.email, /Reset your/)
  })

  it("e-mails a branded link to /auth/reset/{token} that works once and ends other sessions", async () => {
    const client = await signUpClient(server)
    await anonymous(server).collection("users").requestPasswordReset(client.email)
    const mail = await waitForMail(smtp, client.email, /Reset your/)
    expect(mail.parsed.html).toContain(`${server.url}/auth/reset/`)
    expect(mail.parsed.html).not.toContain("/_/#/")
    const token = tokenIn(mail, "/auth/reset/")

    await anonymous(server).collection("users").confirmPasswordReset(token, "new-pass-12", "new-pass-12")
    const again = await anonymous(server)
      .collection("users")
      .confirmPasswordReset(token, "other-pass-3", "other-pass-3")
      .then(
        () => 200,
        (err: { status: number }) => err.status,
      )
    expect(again).toBe(400)
    await anonymous(server).collection("users").authWithPassword(client.email, "new-pass-12")
    // the session from before the reset has ended
    const old = await client.pb
      .collection("users")
      .authRefresh()
      .then(
        () => 200,
        (err: { status: number }) => err.status,
      )
    expect(old).toBe(401)
  })

  it("delivers a reset asked for while SMTP is down exactly once after it comes back", async () => {
    const client = await signUpClient(server)
    await waitForMail(smtp, client.email, /Confirm your e-mail/)
    await smtp.stop()
    await anonymous(server).collection("users").requestPasswordReset(client.email)
    const su = await createSuperuser(server)
    const row = async () =>
      (
        await su.collection("mail_outbox").getFullList({
          filter: su.filter("recipient = {:r} && kind = 'password_reset'", { r: client.email }),
        })
      )[0]
    for (let i = 0; i < 100 && (await row())?.["attempts"] !== 1; i++) await sleep(100)
    expect((await row())?.["state"]).toBe("queued")
    expect(mailsTo(smtp, client.email, /Reset your/)).toHaveLength(0)

    await smtp.start()
    await waitForMail(smtp, client.email, /Reset your/, 1, 15_000)
    await sleep(2500)
    expect(mailsTo(smtp, client.email, /Reset your/)).toHaveLength(1)
    expect((await row())?.["state"]).toBe("sent")
  })
})
