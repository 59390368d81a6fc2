import { beforeAll, describe, expect, it } from "vitest"
import { createSuperuser, signUpClient } from "../support/accounts"
import { codeIn, waitForMail } from "../support/account-mail"
import { postFrom, TRUST_REAL_IP } from "../support/client-ip"
import { newOrder } from "../support/orders"
import { testWorld } from "../support/world"

// A limit holds when the requests arrive all at once: each one is counted before the next is checked, so N
// concurrent requests never do more than the limit allows.

const world = testWorld({ smtp: true, env: { ...TRUST_REAL_IP } })

beforeAll(async () => {
  // X-Real-IP is trusted so that the guesser can come from many addresses (PocketBase's per-IP limit never applies)
})

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length

describe("limits under concurrency", () => {
  it("lets through at most 20 of 40 messages a client sends at once; the rest get 429", async () => {
    const client = await signUpClient(world.server, "Flooding Client")
    const order = await newOrder(client)
    const send = (i: number) =>
      fetch(`${world.server.url}/api/collections/messages/records`, {
        method: "POST",
        headers: { "content-type": "application/json", Authorization: client.pb.authStore.token },
        body: JSON.stringify({ order: order.id, body: `Message ${i}` }),
      }).then((r) => r.status)
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => send(i)))
    expect(count(statuses, 200)).toBe(20)
    expect(count(statuses, 429)).toBe(20)
    const su = await createSuperuser(world.server)
    const stored = await su
      .collection("messages")
      .getFullList({ filter: su.filter("order = {:o}", { o: order.id }) })
    expect(stored).toHaveLength(20)
  })

  it("checks at most 10 of 30 wrong sign-in codes sent at once from 30 addresses; then even the right one is refused", async () => {
    const client = await signUpClient(world.server, "Guessed Client")
    const res = await fetch(`${world.server.url}/api/collections/users/request-otp`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: client.email }),
    })
    const { otpId } = (await res.json()) as { otpId: string }
    const code = codeIn(await waitForMail(world.smtp, client.email, /sign-in code/))
    const wrong = code === "000000" ? "111111" : "000000"
    const attempt = (password: string, ip: string) =>
      postFrom(world.server, "/api/collections/users/auth-with-otp", { otpId, password }, ip).then(
        (r) => r.status,
      )
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(wrong, `10.30.0.${i + 1}`)),
    )
    expect(count(statuses, 400)).toBe(10)
    expect(count(statuses, 429)).toBe(20)
    expect(await attempt(code, "10.30.1.1")).toBe(429)
  })
})
