import PocketBase from "pocketbase"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createSuperuser, uniqueEmail } from "../support/accounts"
import { TRUST_REAL_IP } from "../support/client-ip"
import { startServer, type TestServer } from "../support/server"
import { type ReceivedMail, startSmtp, type TestSmtp } from "../support/smtp"
import { sleep } from "../support/wait"

const PER_ADDRESS = 5 // MAIL_REQUESTS_PER_ADDRESS default
const PER_IP = 5 // the migration's *:request* rules
const ADDRESS_LIMITED =
  "Too many e-mails have been requested for this address. Please wait an hour and try again."
const ACCOUNT_LIMITED =
  "Too many e-mails have been requested for this account. Please wait an hour and try again."

/** The subjects of the account e-mails (pb_hooks/lib/mail/<kind>.js); sign-up also sends a verification. */
const RESET_SUBJECT = /^Reset your/
const SUBJECTS: Record<string, RegExp> = {
  "request-verification": /^Confirm your e-mail address/,
  "request-password-reset": RESET_SUBJECT,
}

let server: TestServer
let smtp: TestSmtp
let su: PocketBase
let ipBlock = 0

beforeAll(async () => {
  smtp = await startSmtp()
  // X-Real-IP is trusted so that one test can play many visitors (or one) at will
  server = await startServer({ rateLimits: true, env: { ...smtp.env, ...TRUST_REAL_IP } })
  su = await createSuperuser(server)
})
afterAll(async () => {
  await server?.dispose()
  await smtp?.stop()
})

/** ips returns n addresses no other test uses; n = 1 gives one visitor. */
function ips(n: number): string[] {
  ipBlock += 1
  return Array.from({ length: n }, (_, i) => `10.${ipBlock}.${Math.floor(i / 250)}.${(i % 250) + 1}`)
}

interface Answer {
  status: number
  message: string
}

async function post(path: string, body: unknown, ip: string, token = ""): Promise<Answer> {
  const headers: Record<string, string> = { "content-type": "application/json", "X-Real-IP": ip }
  if (token) headers.Authorization = token
  const res = await fetch(server.url + path, { method: "POST", headers, body: JSON.stringify(body) })
  const text = await res.text()
  return {
    status: res.status,
    message: text ? ((JSON.parse(text) as { message?: string }).message ?? "") : "",
  }
}

/** sequentially sends one request per entry (parallel requests would race the counters the same way). */
async function flood<T>(items: T[], send: (item: T) => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = []
  for (const item of items) answers.push(await send(item))
  return answers
}

/**
 * mailsTo waits for `expected` e-mails to addresses matching `to` (and subject, when given), then a little longer,
 * and counts them all.
 */
async function mailsTo(to: RegExp, expected: number, subject = /./): Promise<number> {
  const match = (m: ReceivedMail) => m.to.some((a) => to.test(a)) && subject.test(m.parsed.subject ?? "")
  await smtp.waitFor(match, expected, 15_000)
  await sleep(2_000) // time for any e-mail beyond the limit to arrive
  return smtp.messages.filter(match).length
}

/** account creates an unverified user as the superuser (no rate limit) and signs it in from ip. */
async function account(email = uniqueEmail("member"), ip = ips(1)[0] ?? "") {
  await su
    .collection("users")
    .create({ email, password: "member-pass-1", passwordConfirm: "member-pass-1", name: "Member" })
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  const auth = await pb
    .collection("users")
    .authWithPassword(email, "member-pass-1", { headers: { "X-Real-IP": ip } })
  return { email, id: auth.record.id, token: pb.authStore.token }
}

type Member = Awaited<ReturnType<typeof account>>

const statuses = (answers: Answer[]) => answers.map((a) => a.status)
const accepted = (n: number, total: number, ok = 204) => [
  ...Array<number>(n).fill(ok),
  ...Array<number>(total - n).fill(429),
]

describe("e-mail floods", () => {
  it.each(["request-verification", "request-password-reset"])(
    "%s: 40 visitors asking for one address cause at most 5 e-mails; the rest get 429, the same for an unknown address",
    async (endpoint) => {
      const victim = await account(uniqueEmail(`victim-${endpoint}`))
      const path = `/api/collections/users/${endpoint}`
      const known = await flood(ips(40), (ip) => post(path, { email: victim.email }, ip))
      const spread = await flood(ips(40), (ip) => post(path, { email: uniqueEmail("nobody") }, ip))
      expect(statuses(known)).toEqual(accepted(PER_ADDRESS, 40))
      expect(known.at(-1)?.message).toBe(ADDRESS_LIMITED)
      const nobody = uniqueEmail("nobody")
      const unknownOne = await flood(ips(40), (ip) => post(path, { email: nobody }, ip))
      expect(statuses(unknownOne)).toEqual(statuses(known)) // a 429 says nothing about accounts
      expect(statuses(spread)).toEqual(Array<number>(40).fill(204)) // 40 addresses, 40 visitors: no limit hit
      // PocketBase itself sends one such e-mail per account per 2 minutes (now that the outbox makes queueing
      // instant, its resend guard always holds); the limit's promise is the upper bound.
      const sent = await mailsTo(
        new RegExp(`^${victim.email.replace(/[.+]/g, "\\$&")}$`),
        1,
        SUBJECTS[endpoint],
      )
      expect(sent).toBeGreaterThanOrEqual(1)
      expect(sent).toBeLessThanOrEqual(PER_ADDRESS)
    },
  )

  it("request-password-reset: one visitor asking for many accounts causes 5 e-mails, then 429", async () => {
    const members: Member[] = []
    for (let i = 0; i < 12; i += 1) members.push(await account(uniqueEmail("spread")))
    const [ip = ""] = ips(1)
    const answers = await flood(members, (m) =>
      post("/api/collections/users/request-password-reset", { email: m.email }, ip),
    )
    expect(statuses(answers)).toEqual(accepted(PER_IP, 12))
    const addresses = new Set(members.map((m) => m.email))
    const match = (m: ReceivedMail) =>
      m.to.some((a) => addresses.has(a)) && RESET_SUBJECT.test(m.parsed.subject ?? "")
    await smtp.waitFor(match, PER_IP, 15_000)
    await sleep(2_000)
    expect(smtp.messages.filter(match)).toHaveLength(PER_IP)
  })

  it("request-email-change: one client asking for 40 third-party addresses causes 5 e-mails, then 429", async () => {
    const client = await account()
    const targets = Array.from(
      { length: 40 },
      (_, i) => `third.party.${Date.now().toString(36)}.${i}@example.org`,
    )
    const visitors = ips(40)
    const answers = await flood(targets, (t) =>
      post(
        "/api/collections/users/request-email-change",
        { newEmail: t },
        visitors[targets.indexOf(t)] ?? "",
        client.token,
      ),
    )
    expect(statuses(answers)).toEqual(accepted(PER_ADDRESS, 40))
    expect(answers.at(-1)?.message).toBe(ACCOUNT_LIMITED)
    expect(await mailsTo(/^third\.party\./, PER_ADDRESS)).toBe(PER_ADDRESS)
  })

  it("request-email-change: many clients sending one inbox (+tags, capitals) change links cause 5 e-mails", async () => {
    const victim = `inbox.${Date.now().toString(36)}`
    const clients: Member[] = []
    for (let i = 0; i < 8; i += 1) clients.push(await account())
    const visitors = ips(8)
    const answers = await flood(clients, (c) => {
      const i = clients.indexOf(c)
      const address = i % 2 ? `${victim}+${i}@Example.org` : `${victim.toUpperCase()}@example.org`
      return post(
        "/api/collections/users/request-email-change",
        { newEmail: address },
        visitors[i] ?? "",
        c.token,
      )
    })
    expect(statuses(answers)).toEqual(accepted(PER_ADDRESS, 8))
    expect(answers.at(-1)?.message).toBe(ADDRESS_LIMITED)
    expect(await mailsTo(new RegExp(`^${victim}(\\+\\d+)?@example\\.org$`, "i"), PER_ADDRESS)).toBe(
      PER_ADDRESS,
    )
  })

  it("request-email-change: refused anonymous requests do not use up the address", async () => {
    const target = uniqueEmail("wanted")
    const anonymous = await flood(ips(PER_ADDRESS + 3), (ip) =>
      post("/api/collections/users/request-email-change", { newEmail: target }, ip),
    )
    expect(statuses(anonymous)).toEqual(Array<number>(PER_ADDRESS + 3).fill(401))
    const client = await account()
    const [ip = ""] = ips(1)
    expect(
      (await post("/api/collections/users/request-email-change", { newEmail: target }, ip, client.token))
        .status,
    ).toBe(204)
  })

  it("request-otp is limited per address too", async () => {
    const victim = await account()
    const answers = await flood(ips(8), (ip) =>
      post("/api/collections/users/request-otp", { email: victim.email }, ip),
    )
    expect(statuses(answers).slice(PER_ADDRESS)).toEqual([429, 429, 429])
    expect(answers.at(-1)?.message).toBe(ADDRESS_LIMITED)
  })

  it("one visitor gets 429 on each e-mail endpoint past the per-IP limit", async () => {
    for (const endpoint of ["request-verification", "request-password-reset", "request-otp"]) {
      const [ip = ""] = ips(1)
      const answers = await flood(
        Array.from({ length: PER_IP + 2 }, () => uniqueEmail("ip")),
        (email) => post(`/api/collections/users/${endpoint}`, { email }, ip),
      )
      expect(statuses(answers).slice(PER_IP), endpoint).toEqual([429, 429])
    }
  })
})
