import { beforeAll, describe, expect, it } from "vitest"
import { createSuperuser, signUpClient } from "../support/accounts"
import { codeIn, mailsTo, waitForMail } from "../support/account-mail"
import { postFrom, TRUST_REAL_IP } from "../support/client-ip"
import { sleep } from "../support/wait"
import { testWorld } from "../support/world"

const world = testWorld({ smtp: true, env: { ...TRUST_REAL_IP } })
let ipBlock = 0

beforeAll(async () => {
  // X-Real-IP is trusted so that one test can play a guesser with many addresses
})

const post = (path: string, body: unknown, ip = "10.0.0.1") => postFrom(world.server, path, body, ip)

async function requestCode(email: string): Promise<string> {
  const res = await post("/api/collections/users/request-otp", { email })
  expect(res.status).toBe(200)
  return (JSON.parse(res.body) as { otpId: string }).otpId
}

describe("sign-in codes", () => {
  it("e-mails a 6-digit code through the outbox that signs in once", async () => {
    const client = await signUpClient(world.server)
    const otpId = await requestCode(client.email.toUpperCase())
    const mail = await waitForMail(world.smtp, client.email, /sign-in code/)
    const code = codeIn(mail)
    expect(mail.parsed.text).toContain(code)
    const first = await post("/api/collections/users/auth-with-otp", { otpId, password: code })
    expect(first.status).toBe(200)
    const again = await post("/api/collections/users/auth-with-otp", { otpId, password: code })
    expect(again.status).toBe(400)
  })

  it("answers an unknown address like a known one, and e-mails nothing", async () => {
    const unknown = `nobody.${Date.now()}@example.test`
    const res = await post("/api/collections/users/request-otp", { email: unknown })
    expect(res.status).toBe(200)
    expect(res.body).toMatch(/^\{"otpId":"[a-z0-9]{15}"\}\n?$/)
    await sleep(500)
    expect(mailsTo(world.smtp, unknown, /./)).toHaveLength(0)
  })

  it("refuses the 11th wrong code within the window, from any address, even with the right code", async () => {
    const client = await signUpClient(world.server)
    const otpId = await requestCode(client.email)
    const code = codeIn(await waitForMail(world.smtp, client.email, /sign-in code/))
    const wrong = code === "000000" ? "111111" : "000000"
    ipBlock += 1
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      // a new address every time: PocketBase's own limit (5 per address) never applies
      const res = await post(
        "/api/collections/users/auth-with-otp",
        { otpId, password: wrong },
        `10.9.${ipBlock}.${i + 1}`,
      )
      statuses.push(res.status)
    }
    expect(statuses).toEqual(Array(10).fill(400))
    const eleventh = await post(
      "/api/collections/users/auth-with-otp",
      { otpId, password: code },
      `10.9.${ipBlock}.99`,
    )
    expect(eleventh.status).toBe(429)
    expect(JSON.parse(eleventh.body).message).toMatch(/Too many wrong codes/)
  })

  it("says PocketBase's per-address limit in our words: wait 3 minutes, no 'OTP'", async () => {
    const client = await signUpClient(world.server)
    const otpId = await requestCode(client.email)
    const code = codeIn(await waitForMail(world.smtp, client.email, /sign-in code/))
    const wrong = code === "000000" ? "111111" : "000000"
    ipBlock += 1
    const ip = `10.8.${ipBlock}.1`
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const res = await post("/api/collections/users/auth-with-otp", { otpId, password: wrong }, ip)
      statuses.push(res.status)
    }
    expect(statuses).toEqual(Array(5).fill(400))
    const sixth = await post("/api/collections/users/auth-with-otp", { otpId, password: code }, ip)
    expect(sixth.status).toBe(429)
    const { message } = JSON.parse(sixth.body) as { message: string }
    expect(message).toBe(
      "Too many codes were tried from here in a short time. " +
        "Please wait 3 minutes, then enter the code again, or ask for a new one.",
    )
  })

  it("queues the code e-mail with the code's lifetime as its expiry (the worker never sends it later)", async () => {
    const client = await signUpClient(world.server)
    const before = Date.now()
    await requestCode(client.email)
    const su = await createSuperuser(world.server)
    const [row] = await su.collection("mail_outbox").getFullList({
      filter: su.filter("recipient = {:r} && kind = 'sign_in_code'", { r: client.email }),
    })
    const expires = new Date(String(row?.["expires_at"]).replace(" ", "T")).getTime()
    expect(expires - before).toBeGreaterThan(9.5 * 60_000)
    expect(expires - before).toBeLessThan(10.5 * 60_000)
  })
})
