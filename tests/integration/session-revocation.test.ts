import type PocketBase from "pocketbase"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { type Account, createAdmin, createSuperuser, signUpClient, uniqueEmail } from "../support/accounts"
import { startServer, type TestServer } from "../support/server"
import { openRealtime, type RealtimeStream } from "../support/sse"
import { orderBody } from "./perm-world"

// The server checks idle connections every 5 s (internal/sessions SweepInterval); a revoked stream must end
// within that plus slack, and at once when an event is about to be broadcast.
const ENDED_WITHIN_MS = 8000
const TOPICS = ["orders/*", "notifications/*"]

describe("a live realtime session never outlives what its token may do", () => {
  let server: TestServer
  let su: PocketBase
  let admin: Account
  let bystander: Account
  let bystanderStream: RealtimeStream
  const streams: RealtimeStream[] = []

  beforeAll(async () => {
    server = await startServer()
    su = await createSuperuser(server)
    admin = await createAdmin(server)
    bystander = await signUpClient(server, "Bystander")
    bystanderStream = await live(bystander)
  })
  afterEach(() => {
    // every case must leave the other accounts' sessions alone
    return expectDelivered(bystanderStream, bystander.id)
  })
  afterAll(async () => {
    streams.forEach((s) => s.close())
    await server?.dispose()
  })

  let marks = 0
  const notify = async (userId: string) => {
    const title = `Note ${++marks}`
    await admin.pb
      .collection("notifications")
      .create({ user: userId, title, message: "Hello.", status: "unread" })
    return title
  }

  /** live opens a stream for account, subscribed to every order and notification it may read. */
  async function live(account: Account): Promise<RealtimeStream> {
    const stream = await openRealtime(server.url)
    streams.push(stream)
    const res = await stream.subscribe(account.pb.authStore.token, TOPICS)
    expect(res.status).toBe(204)
    await expectDelivered(stream, account.id)
    return stream
  }

  /** expectDelivered proves the stream is live: a new notification for userId reaches it. */
  async function expectDelivered(stream: RealtimeStream, userId: string) {
    const from = stream.events.length
    const title = await notify(userId)
    await stream.waitFor((e) => e.name === "notifications/*" && e.data.includes(title), from)
  }

  /**
   * expectCutOff makes events the revoked account could have read (its own notification, unless it is gone,
   * and what only admins read: another client's order and notification), then checks that the server ended
   * the stream in time and that none of them, nor anything else, arrived after the revocation: only the
   * message saying why the session ended (internal/sessions' SessionTopic).
   */
  async function expectCutOff(stream: RealtimeStream, seen: number, userId: string | null, reason: string) {
    if (userId) await notify(userId)
    await bystander.pb.collection("orders").create(orderBody(bystander.id))
    await notify(bystander.id)
    const timeout = new Promise<"open">((r) => setTimeout(() => r("open"), ENDED_WITHIN_MS))
    const outcome = await Promise.race([stream.ended.then(() => "ended" as const), timeout])
    expect(stream.events.slice(seen).map((e) => [e.name, e.data])).toEqual([
      ["launchdesk/session", JSON.stringify({ reason })],
    ])
    expect(outcome).toBe("ended")
  }

  const signOutEverywhere = (c: Account) =>
    fetch(`${server.url}/api/launchdesk/sign-out-everywhere`, {
      method: "POST",
      headers: { Authorization: c.pb.authStore.token },
    }).then((res) => expect(res.status).toBe(204))

  // each with the reason the stream is told before it ends
  const revocations: [string, (c: Account) => Promise<unknown>, string][] = [
    [
      "the client changes its password",
      (c) =>
        c.pb.collection("users").update(c.id, {
          oldPassword: c.password,
          password: "changed-pass-2",
          passwordConfirm: "changed-pass-2",
        }),
      "password",
    ],
    ["the client signs out everywhere", signOutEverywhere, "signed-out"],
    [
      "the CLI promotes the account to admin from another process",
      (c) => server.cli(["admin", "create", c.email, "promoted-pass-1", "--promote"]),
      "password",
    ],
    [
      "a superuser changes its role to admin",
      (c) => su.collection("users").update(c.id, { role: "admin" }),
      "ended",
    ],
    [
      "a superuser rotates its token key",
      (c) => su.collection("users").update(c.id, { "tokenKey:autogenerate": "" }),
      "signed-out",
    ],
    [
      "a superuser changes its e-mail",
      (c) => su.collection("users").update(c.id, { email: uniqueEmail("moved") }),
      "email",
    ],
  ]

  it.each(revocations)(
    "%s: the stream is told why, gets nothing more and is ended",
    async (_, revokeIt, reason) => {
      const client = await signUpClient(server)
      const stream = await live(client)
      const seen = stream.events.length
      await revokeIt(client)
      await expectCutOff(stream, seen, client.id, reason)
    },
  )

  it("a superuser deletes the account: the stream gets nothing more and is ended", async () => {
    const client = await signUpClient(server)
    const stream = await live(client)
    const seen = stream.events.length
    await su.collection("users").delete(client.id)
    await expectCutOff(stream, seen, null, "ended")
  })

  it("an admin's session ended by the CLI in another process closes while idle, told only why", async () => {
    const other = await createAdmin(server, "Second Admin")
    const stream = await live(other)
    const seen = stream.events.length
    const before = performance.now()
    await server.cli(["admin", "create", other.email, "rotated-pass-9"]) // an existing admin: new password, new token key
    const timeout = new Promise<"open">((r) => setTimeout(() => r("open"), ENDED_WITHIN_MS))
    expect(await Promise.race([stream.ended.then(() => "ended" as const), timeout])).toBe("ended")
    expect(performance.now() - before).toBeLessThan(ENDED_WITHIN_MS)
    expect(stream.events.slice(seen).map((e) => e.data)).toEqual([JSON.stringify({ reason: "password" })])
  })

  it("a session re-opened with a token from before the revocation is a guest and gets nothing", async () => {
    const client = await signUpClient(server)
    const stale = client.pb.authStore.token
    await live(client)
    await signOutEverywhere(client)
    const again = await openRealtime(server.url)
    streams.push(again)
    await again.subscribe(stale, TOPICS)
    const seen = again.events.length
    await notify(client.id)
    await bystander.pb.collection("orders").create(orderBody(bystander.id))
    await expect(again.waitFor(() => true, seen, 1500)).rejects.toThrow("no matching event")
  })
})

describe("admin create on an existing client account", () => {
  let server: TestServer

  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(async () => {
    await server?.dispose()
  })

  it("is refused without --promote: exit code 1, a clear message, the account unchanged and still signed in", async () => {
    const su = await createSuperuser(server)
    const client = await signUpClient(server)
    const stream = await openRealtime(server.url)
    try {
      await stream.subscribe(client.pb.authStore.token, TOPICS)
      const refused = server.cli(["admin", "create", client.email, "takeover-pass-1"])
      await expect(refused).rejects.toMatchObject({ code: 1 })
      const err = (await refused.catch((e: { stderr: string }) => e)) as { stderr: string }
      expect(err.stderr).toMatch(/is a client account.*--promote/s)

      const stored = await su.collection("users").getOne(client.id)
      expect(stored.role).toBe("client")
      await expect(client.pb.collection("users").authRefresh()).resolves.toBeTruthy() // token key unchanged
      await expect(
        server.cli(["admin", "create", client.email, "takeover-pass-1", "--name", "Someone Else"]),
      ).rejects.toMatchObject({ code: 1 })
      expect((await su.collection("users").getOne(client.id)).name).toBe(stored.name)
      expect(stream.isEnded()).toBe(false)
    } finally {
      stream.close()
    }
  })
})
