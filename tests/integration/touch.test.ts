import { describe, expect, it } from "vitest"
import { anonymous, uniqueEmail } from "../support/accounts"
import { newOrder } from "../support/orders"
import { testWorld } from "../support/world"
import { setClock, visitor } from "./booking-support"
import { adTouch, post, signUp } from "./touch-support"

// The source travels with the person (docs/funnel.md): the booking and the sign-up keep the browser's touches,
// cleaned and never refused over a bad one; Sec-GPC is kept as gpc; an order takes its client's first touch from the
// account, never from the request.

const world = testWorld({ su: true, admin: "Studio Admin", env: { BOOKING_TEST_CLOCK: "on" } })
const NOW = "2027-03-19T08:00:00Z"
const first = adTouch("fb.1.1773907200000.AbC-1")
const last = { source: "google.com", landed: "2027-03-20T08:00:00.000Z" }

const booking = (id: string) => world.su.collection("bookings").getOne(id)
const user = (id: string) => world.su.collection("users").getOne(id)

describe("a booking", () => {
  it("keeps the touches it was sent, cleaned, and gpc from Sec-GPC", async () => {
    await setClock(world.su, NOW)
    const messy = { ...first, admin: true, medium: 7, campaign: "x".repeat(201), note: "<script>" }
    const answer = await post(world.server, "/api/launchdesk/booking", {
      ...visitor("2027-03-23T10:00:00Z", { email: uniqueEmail("booker") }),
      first_touch: messy,
      last_touch: last,
    })
    expect(answer.status).toBe(200)
    const stored = await booking(String(answer.body.id))
    expect(stored.first_touch).toEqual({ source: "instagram", fbc: first.fbc, landed: first.landed })
    expect(stored.last_touch).toEqual(last)
    expect(stored.gpc).toBe(false)
    const private_ = await post(
      world.server,
      "/api/launchdesk/booking",
      {
        ...visitor("2027-03-23T11:00:00Z", { email: uniqueEmail("gpc") }),
        first_touch: first,
        last_touch: first,
      },
      { "Sec-GPC": "1" },
    )
    expect((await booking(String(private_.body.id))).gpc).toBe(true)
  })

  it("is never refused over a bad touch: not an object, huge, nonsense", async () => {
    await setClock(world.su, NOW)
    const bad: unknown[] = ["instagram", 42, ["a"], { source: "y".repeat(50_000) }, null]
    for (const [i, touch] of bad.entries()) {
      const answer = await post(world.server, "/api/launchdesk/booking", {
        ...visitor(`2027-03-24T1${i}:00:00Z`, { email: uniqueEmail("bad") }),
        first_touch: touch,
        last_touch: touch,
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      const stored = await booking(String(answer.body.id))
      expect([stored.first_touch, stored.last_touch]).toEqual([null, null])
    }
  })
})

describe("a sign-up", () => {
  it("keeps the touches it was sent, cleaned; gpc comes from the header, never the body", async () => {
    const answer = await signUp(world.server, uniqueEmail("ivy"), {
      first_touch: { ...first, role: "admin" },
      last_touch: { source: "z".repeat(5000) },
      gpc: true,
    })
    expect(answer.status).toBe(200)
    const stored = await user(String(answer.body.id))
    expect(stored).toMatchObject({ first_touch: first, last_touch: null, gpc: false, role: "client" })
    const private_ = await signUp(
      world.server,
      uniqueEmail("gpc"),
      { first_touch: first },
      { "Sec-GPC": "1" },
    )
    expect((await user(String(private_.body.id))).gpc).toBe(true)
  })

  it("takes the touches of the calls booked with the same address when it brings none", async () => {
    await setClock(world.su, NOW)
    const email = uniqueEmail("booked")
    const later = { source: "newsletter", landed: "2027-03-21T08:00:00.000Z" }
    const calls: string[] = []
    for (const [start, touches] of [
      ["2027-03-25T10:00:00Z", { first_touch: first, last_touch: first }],
      ["2027-03-25T11:00:00Z", { first_touch: last, last_touch: later }],
    ] as const) {
      const answer = await post(world.server, "/api/launchdesk/booking", {
        ...visitor(start, { email }),
        ...touches,
      })
      expect(answer.status).toBe(200)
      calls.push(String(answer.body.id))
    }
    const answer = await signUp(world.server, email.toUpperCase())
    const id = String(answer.body.id)
    expect(await user(id)).toMatchObject({ first_touch: first, last_touch: later })
    // the sign-up's later hooks still run: its calls join the new account
    for (const call of calls) expect((await booking(call)).client).toBe(id)
  })

  it("cannot be rewritten by the user afterwards, while its name still can", async () => {
    const email = uniqueEmail("owner")
    await signUp(world.server, email, { first_touch: first, last_touch: first })
    const pb = world.guest
    const auth = await pb.collection("users").authWithPassword(email, "client-pass-1")
    await expect(pb.collection("users").update(auth.record.id, { first_touch: last })).rejects.toMatchObject({
      status: 404,
    })
    await expect(pb.collection("users").update(auth.record.id, { gpc: true })).rejects.toMatchObject({
      status: 404,
    })
    await pb.collection("users").update(auth.record.id, { name: "Ivy Renamed" })
    expect(await user(auth.record.id)).toMatchObject({ name: "Ivy Renamed", first_touch: first, gpc: false })
    pb.authStore.clear()
  })
})

describe("an order", () => {
  /** clientOf signs up email with extra and signs it in, as an Account. */
  async function clientOf(extra: Record<string, unknown>) {
    const email = uniqueEmail("orderer")
    await signUp(world.server, email, extra)
    const pb = anonymous(world.server)
    const auth = await pb.collection("users").authWithPassword(email, "client-pass-1")
    return { id: auth.record.id, email, password: "client-pass-1", pb }
  }

  it("keeps its client's first touch, whatever the request says", async () => {
    const client = await clientOf({ first_touch: first, last_touch: last })
    const order = await newOrder(client)
    expect((await world.su.collection("orders").getOne(order.id)).touch).toEqual(first)
    const forged = await client.pb.collection("orders").create({
      title: "Forged touch",
      description: "A store.",
      company_name: "Noir Atelier",
      client: client.id,
      touch: { source: "forged" },
    })
    expect((await world.su.collection("orders").getOne(forged.id)).touch).toEqual(first)
    const bare = await clientOf({})
    expect((await world.su.collection("orders").getOne((await newOrder(bare)).id)).touch).toBeNull()
  })
})
