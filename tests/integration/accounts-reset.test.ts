import { describe, expect, it } from "vitest"
import { anonymous, createSuperuser, signUpClient } from "../support/accounts"
import { mailsTo, tokenIn, waitForMail } from "../support/account-mail"
import { sleep } from "../support/wait"
import { testWorld } from "../support/world"

const world = testWorld({ smtp: true, env: { MAIL_RETRY_SECONDS: "1" } })

async function rawReset(email: string): Promise<{ status: number; headers: string; body: string }> {
  const res = await fetch(`${world.server.url}/api/collections/users/request-password-reset`, {
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
    const client = await signUpClient(world.server)
    const known = await rawReset(client.email)
    const unknown = await rawReset(`nobody.${Date.now()}@example.test`)
    expect(known.status).toBe(204)
    expect(unknown).toEqual(known)
    await waitForMail(world.smtp, client.email, /Reset your/)
  })

  it("e-mails a branded link to /auth/reset/{token} that works once and ends other sessions", async () => {
    const client = await signUpClient(world.server)
    await anonymous(world.server).collection("users").requestPasswordReset(client.email)
    const mail = await waitForMail(world.smtp, client.email, /Reset your/)
    expect(mail.parsed.html).toContain(`${world.server.url}/auth/reset/`)
    expect(mail.parsed.html).not.toContain("/_/#/")
    const token = tokenIn(mail, "/auth/reset/")

    await anonymous(world.server)
      .collection("users")
      .confirmPasswordReset(token, "new-pass-12", "new-pass-12")
    const again = await anonymous(world.server)
      .collection("users")
      .confirmPasswordReset(token, "other-pass-3", "other-pass-3")
      .then(
        () => 200,
        (err: { status: number }) => err.status,
      )
    expect(again).toBe(400)
    await anonymous(world.server).collection("users").authWithPassword(client.email, "new-pass-12")
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
    const client = await signUpClient(world.server)
    await waitForMail(world.smtp, client.email, /Confirm your e-mail/)
    await world.smtp.stop()
    await anonymous(world.server).collection("users").requestPasswordReset(client.email)
    const su = await createSuperuser(world.server)
    const row = async () =>
      (
        await su.collection("mail_outbox").getFullList({
          filter: su.filter("recipient = {:r} && kind = 'password_reset'", { r: client.email }),
        })
      )[0]
    for (let i = 0; i < 100 && (await row())?.["attempts"] !== 1; i++) await sleep(100)
    expect((await row())?.["state"]).toBe("queued")
    expect(mailsTo(world.smtp, client.email, /Reset your/)).toHaveLength(0)

    await world.smtp.start()
    await waitForMail(world.smtp, client.email, /Reset your/, 1, 15_000)
    await sleep(2500)
    expect(mailsTo(world.smtp, client.email, /Reset your/)).toHaveLength(1)
    expect((await row())?.["state"]).toBe("sent")
  })
})
