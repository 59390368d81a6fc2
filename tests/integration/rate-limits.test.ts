import PocketBase from "pocketbase"
import { afterAll, describe, expect, it } from "vitest"
import { createAdmin, signUpClient, uniqueEmail } from "../support/accounts"
import { startServer, type TestServer } from "../support/server"
import { superuser } from "./perm-world"

interface RateRule {
  label: string
  maxRequests: number
  duration: number
}

const servers: TestServer[] = []
afterAll(() => Promise.all(servers.map((s) => s.dispose())))

async function serve(rateLimits: boolean): Promise<TestServer> {
  const server = await startServer({ rateLimits })
  servers.push(server)
  return server
}

/** settingsOf reads the stored settings as a superuser (superusers are exempt from the limiter). */
async function settingsOf(server: TestServer) {
  return (await superuser(server)).settings.getAll()
}

async function wrongSignIn(
  server: TestServer,
  email: string,
  password = "not-the-password",
): Promise<number> {
  const res = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: email, password }),
  })
  return res.status
}

describe("rate limits on (the default)", () => {
  it("answers 429 to sign-ins from one address past the *:auth limit, even with the right password", async () => {
    const server = await serve(true)
    const settings = await settingsOf(server)
    expect(settings.rateLimits.enabled).toBe(true)
    const rule = (settings.rateLimits.rules as RateRule[]).find((r) => r.label === "*:auth")
    expect(rule?.maxRequests).toBeGreaterThan(0)
    expect(rule?.maxRequests).toBeLessThanOrEqual(10)
    const limit = rule?.maxRequests ?? 0

    const email = uniqueEmail("victim")
    await new PocketBase(server.url)
      .collection("users")
      .create({ email, password: "right-pass-1", passwordConfirm: "right-pass-1", name: "Victim" })

    const statuses: number[] = []
    for (let i = 0; i < limit + 2; i += 1) statuses.push(await wrongSignIn(server, email))
    expect(statuses).toEqual([...Array<number>(limit).fill(400), 429, 429])
    expect(await wrongSignIn(server, email, "right-pass-1")).toBe(429)
  })

  it("runs a client's batch of two notification status flips", async () => {
    const server = await serve(true)
    const client = await signUpClient(server)
    const admin = await createAdmin(server)
    const ids: string[] = []
    for (const title of ["First", "Second"]) {
      const n = await admin.pb
        .collection("notifications")
        .create({ user: client.id, title, message: "Hello." })
      ids.push(n.id)
    }

    const batch = client.pb.createBatch()
    for (const id of ids) batch.collection("notifications").update(id, { status: "read" })
    const results = await batch.send()

    expect(results.map((r) => [r.status, r.body.status])).toEqual([
      [200, "read"],
      [200, "read"],
    ])
    const stored = await client.pb.collection("notifications").getFullList({ sort: "created" })
    expect(stored.map((n) => n.status)).toEqual(["read", "read"])
  })
})

describe("request limit settings", () => {
  it("cap the batch body at 1 MB and limit every e-mail endpoint per IP", async () => {
    const settings = await settingsOf(await serve(true))
    expect(settings.batch.maxBodySize).toBe(1024 * 1024)
    const rules = settings.rateLimits.rules as RateRule[]
    for (const action of [
      "requestVerification",
      "requestPasswordReset",
      "requestEmailChange",
      "requestOTP",
    ]) {
      const rule = rules.find((r) => r.label === `*:${action}`)
      expect(rule, action).toBeDefined()
      expect(rule?.maxRequests).toBeLessThanOrEqual(5)
      expect(rule?.duration).toBeGreaterThanOrEqual(600)
    }
    expect(rules.find((r) => r.label === "*:auth")).toBeDefined() // the earlier rules are kept
  })
})

describe("RATE_LIMITS=off", () => {
  it("never answers 429 to repeated wrong sign-ins", async () => {
    const server = await serve(false)
    expect((await settingsOf(server)).rateLimits.enabled).toBe(false)
    const statuses: number[] = []
    for (let i = 0; i < 25; i += 1) statuses.push(await wrongSignIn(server, "nobody@example.com"))
    expect(statuses).toEqual(Array<number>(25).fill(400))
  })

  it("never answers 429 to repeated e-mail requests for one address", async () => {
    const server = await serve(false)
    const statuses: number[] = []
    for (let i = 0; i < 12; i += 1) {
      const res = await fetch(`${server.url}/api/collections/users/request-password-reset`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "someone@example.com" }),
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual(Array<number>(12).fill(204))
  })
})
