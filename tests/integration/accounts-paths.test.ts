import { describe, expect, it } from "vitest"
import { anonymous, type Account, createAdmin, signUpClient, uniqueEmail } from "../support/accounts"
import { codeIn, tokenIn, waitForMail } from "../support/account-mail"
import { testWorld } from "../support/world"

const world = testWorld({ smtp: true })

/** post sends a raw JSON body (extra fields included), optionally with an account's token. */
async function post(path: string, body: unknown, as?: Account): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { "content-type": "application/json" }
  if (as) headers.Authorization = as.pb.authStore.token
  const res = await fetch(`${world.server.url}/api/collections/users/${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.text() }
}

/** stored signs in fresh and returns the account as the server keeps it. */
async function stored(email: string, password: string) {
  const auth = await anonymous(world.server).collection("users").authWithPassword(email, password)
  return auth.record as unknown as { role: string; email: string; verified: boolean }
}

const refreshStatus = (account: Account) =>
  account.pb
    .collection("users")
    .authRefresh()
    .then(
      () => 200,
      (err: { status: number }) => err.status,
    )

describe("the account paths", () => {
  it("never change the role: reset, sign-in code, verification and e-mail change with role: admin", async () => {
    const client = await signUpClient(world.server)
    const escalate = { role: "admin" }

    const verify = await waitForMail(world.smtp, client.email, /Confirm your e-mail/)
    const verified = await post("confirm-verification", {
      token: tokenIn(verify, "/auth/verify/"),
      ...escalate,
    })
    expect(verified.status).toBe(204)
    expect(await stored(client.email, client.password)).toMatchObject({ role: "client", verified: true })

    expect((await post("request-password-reset", { email: client.email, ...escalate })).status).toBe(204)
    const reset = await waitForMail(world.smtp, client.email, /Reset your/)
    const token = tokenIn(reset, "/auth/reset/")
    const password = "reset-pass-77"
    const confirmed = await post("confirm-password-reset", {
      token,
      password,
      passwordConfirm: password,
      ...escalate,
    })
    expect(confirmed.status).toBe(204)
    expect((await stored(client.email, password)).role).toBe("client")

    const asked = await post("request-otp", { email: client.email, ...escalate })
    const { otpId } = JSON.parse(asked.body) as { otpId: string }
    const code = codeIn(await waitForMail(world.smtp, client.email, /sign-in code/))
    const signedIn = await post("auth-with-otp", { otpId, password: code, ...escalate })
    expect(signedIn.status).toBe(200)
    expect((JSON.parse(signedIn.body) as { record: { role: string } }).record.role).toBe("client")

    await client.pb.collection("users").authWithPassword(client.email, password)
    const newEmail = uniqueEmail("moved")
    expect((await post("request-email-change", { newEmail, ...escalate }, client)).status).toBe(204)
    const change = await waitForMail(world.smtp, newEmail, /Confirm your new e-mail/)
    const changeToken = tokenIn(change, "/auth/email-change/")
    const moved = await post("confirm-email-change", { token: changeToken, password, ...escalate })
    expect(moved.status).toBe(204)
    expect(await stored(newEmail, password)).toMatchObject({ role: "client", email: newEmail })
  })

  it("a confirmed new e-mail address ends the other sessions, and its link works once", async () => {
    const client = await signUpClient(world.server)
    const newEmail = uniqueEmail("moved")
    await client.pb.collection("users").requestEmailChange(newEmail)
    const change = await waitForMail(world.smtp, newEmail, /Confirm your new e-mail/)
    const token = tokenIn(change, "/auth/email-change/")
    expect(await refreshStatus(client)).toBe(200)

    expect((await post("confirm-email-change", { token, password: client.password })).status).toBe(204)
    expect(await refreshStatus(client)).toBe(401)
    expect((await post("confirm-email-change", { token, password: client.password })).status).toBe(400)
    expect((await stored(newEmail, client.password)).email).toBe(newEmail)
  })

  it("an admin reading the outbox finds no reset link, confirmation link or sign-in code of a client", async () => {
    const admin = await createAdmin(world.server)
    const client = await signUpClient(world.server)
    const newEmail = uniqueEmail("moved")
    await anonymous(world.server).collection("users").requestPasswordReset(client.email)
    await post("request-otp", { email: client.email })
    await client.pb.collection("users").requestEmailChange(newEmail)
    const secrets = [
      tokenIn(await waitForMail(world.smtp, client.email, /Confirm your e-mail/), "/auth/verify/"),
      tokenIn(await waitForMail(world.smtp, client.email, /Reset your/), "/auth/reset/"),
      codeIn(await waitForMail(world.smtp, client.email, /sign-in code/)),
      tokenIn(await waitForMail(world.smtp, newEmail, /Confirm your new e-mail/), "/auth/email-change/"),
    ]
    const rows = await admin.pb.collection("mail_outbox").getFullList({
      filter: admin.pb.filter("recipient = {:a} || recipient = {:b}", { a: client.email, b: newEmail }),
    })
    expect(rows.map((r) => r["kind"]).sort()).toEqual([
      "email_change",
      "password_reset",
      "sign_in_code",
      "verification",
    ])
    for (const row of rows) {
      expect(row).not.toHaveProperty("html")
      expect(row).not.toHaveProperty("text")
      for (const secret of secrets) expect(JSON.stringify(row)).not.toContain(secret)
    }
    // nor can the bodies be searched
    const searched = await admin.pb
      .collection("mail_outbox")
      .getFullList({ filter: 'text ~ "/auth/reset/"' })
      .then(
        (found) => found.length,
        (err: { status: number }) => err.status,
      )
    expect(searched).toBe(400)
  })
})
