import { describe, expect, it } from "vitest"
import { signUpClient } from "../support/accounts"
import { codeIn, waitForMail } from "../support/account-mail"
import { postFrom, TRUST_REAL_IP } from "../support/client-ip"
import { testWorld } from "../support/world"

// Sign-in codes tell nothing about accounts: a guesser who asks a code for an address and then tries wrong codes
// gets, answer for answer, the same statuses and bodies whether the address has an account or not, the lockouts
// included (PocketBase's 5 attempts per IP, then ours of 10 per account from anywhere).

const world = testWorld({ smtp: true, env: { ...TRUST_REAL_IP } })

/** post answers "status body", so two sequences of answers compare as strings. */
async function post(path: string, body: unknown, ip: string): Promise<string> {
  const res = await postFrom(world.server, path, body, ip)
  return `${res.status} ${res.body}`
}

/** guess asks a code for email, then tries wrong ones: 7 from one IP, then one from each of 8 new IPs. */
async function guess(email: string, block: number, wrongCode: () => Promise<string>): Promise<string[]> {
  const asked = await post("/api/collections/users/request-otp", { email }, `10.40.${block}.1`)
  const { otpId } = JSON.parse(asked.slice(4)) as { otpId: string }
  const wrong = await wrongCode()
  const answers = [asked.replace(/"otpId":"[a-z0-9]{15}"/, '"otpId":"…"')]
  for (let i = 0; i < 7; i++) {
    answers.push(
      await post("/api/collections/users/auth-with-otp", { otpId, password: wrong }, `10.40.${block}.2`),
    )
  }
  for (let i = 0; i < 8; i++) {
    answers.push(
      await post(
        "/api/collections/users/auth-with-otp",
        { otpId, password: wrong },
        `10.40.${block}.${10 + i}`,
      ),
    )
  }
  return answers
}

describe("sign-in codes for unknown addresses", () => {
  it("answer every attempt exactly as for an account, including both lockouts", async () => {
    const client = await signUpClient(world.server, "Known Client")
    let wrong = ""
    const known = await guess(client.email, 1, async () => {
      const code = codeIn(await waitForMail(world.smtp, client.email, /sign-in code/))
      wrong = code === "000000" ? "111111" : "000000"
      return wrong
    })
    const unknown = await guess(`nobody.${Date.now()}@example.test`, 2, async () => wrong)
    // the sequence itself: 400 ×5, PocketBase's 429 ×2 (same IP), 400 ×5 (new IPs), then our lock's 429
    expect(known.map((a) => a.slice(0, 3))).toEqual([
      "200",
      ...Array(5).fill("400"),
      "429",
      "429",
      ...Array(5).fill("400"),
      "429",
      "429",
      "429",
    ])
    expect(unknown).toEqual(known)
  })
})
