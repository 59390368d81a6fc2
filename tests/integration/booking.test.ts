import { describe, expect, it } from "vitest"
import contract from "../../pb_hooks/lib/booking.json"
import { newOrder } from "../support/orders"
import { startServer } from "../support/server"
import { openRealtime } from "../support/sse"
import { testWorld } from "../support/world"
import { book, setClock, slots, visitor } from "./booking-support"

// The studio is in Berlin, the clock set to Friday 19 March 2027 (Berlin changes to summer time on Sunday 28 March).
const world = testWorld({
  su: true,
  client: "Cora Client",
  other: "Otto Other",
  env: { STUDIO_TIME_ZONE: "Europe/Berlin", BOOKING_TEST_CLOCK: "on" },
})
const NOW = "2027-03-19T08:00:00Z"

describe("free times", () => {
  it("follow the studio's 09:00-17:00 across the daylight-saving change, in the visitor's zone", async () => {
    await setClock(world.su, NOW)
    const week = await slots(world.server, { from: "2027-03-22", days: 14, tz: "America/New_York" })
    expect(week.status).toBe(200)
    const first = (day: string) => week.slots.find((s) => s.start.startsWith(day))?.start
    expect(first("2027-03-22")).toBe("2027-03-22T08:00:00Z") // 09:00 in Berlin (UTC+1)
    expect(first("2027-03-29")).toBe("2027-03-29T07:00:00Z") // 09:00 in Berlin (UTC+2)
    expect(week.slots.filter((s) => s.start.startsWith("2027-03-29"))).toHaveLength(32)
    expect(week.slots.some((s) => s.start.startsWith("2027-03-27"))).toBe(false) // Saturday
    const sorted = [...week.slots].sort((a, b) => a.start.localeCompare(b.start))
    expect(week.slots).toEqual(sorted)
  })

  it("refuses a bad question with a sentence, and consultations to visitors", async () => {
    const tooMany = await slots(world.server, { days: contract.maxDays + 1 })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toBe(`Ask for 1 to ${contract.maxDays} days.`)
    expect((await slots(world.server, { tz: "Mars/Olympus" })).body.message).toBe(contract.texts.tz)
    expect((await slots(world.server, { kind: "consultation" })).status).toBe(401)
    const client = await slots(
      world.server,
      { kind: "consultation", from: "2027-03-22", days: 1 },
      world.client.pb.authStore.token,
    )
    expect(client.slots).toHaveLength(16) // 30-minute calls
  })
})

describe("booking a time", () => {
  it("gives one time to exactly one of 20 people asking at once; the others are told it was just taken", async () => {
    await setClock(world.su, NOW)
    const start = "2027-03-23T10:00:00Z"
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(world.server, visitor(start, { email: `p${i}@race.test` }))),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    const refused = answers.filter((a) => a.status !== 200)
    expect(refused.map((a) => a.status)).toEqual(Array<number>(19).fill(409))
    expect(refused[0]?.body.message).toBe(contract.texts.taken)
    expect((refused[0]?.body.slots as { start: string }[])[0]?.start).toBe("2027-03-23T10:15:00Z")
    const after = await slots(world.server, { from: "2027-03-23", days: 1, tz: "UTC" })
    expect(after.slots.map((s) => s.start)).not.toContain(start)
    const stored = await world.su
      .collection("bookings")
      .getFullList({ filter: `start = "2027-03-23 10:00:00.000Z"` })
    expect(stored).toHaveLength(1)
  })

  it("refuses, never cuts: past and unoffered times, long fields, a bad e-mail", async () => {
    await setClock(world.su, NOW)
    const past = await book(world.server, visitor("2027-03-18T10:00:00Z"))
    expect([past.status, past.body.message]).toEqual([400, contract.texts.past])
    const night = await book(world.server, visitor("2027-03-23T03:00:00Z"))
    expect([night.status, night.body.message]).toEqual([400, contract.texts.outside])
    const offGrid = await book(world.server, visitor("2027-03-23T10:07:00Z"))
    expect(offGrid.status).toBe(400)
    const long = "x".repeat(10_000)
    const words = { name: "name", brand: "brand", note: "note", email: "e-mail address", tz: "time zone" }
    for (const field of ["name", "brand", "note", "email", "tz"] as const) {
      const answer = await book(world.server, visitor("2027-03-23T11:00:00Z", { [field]: long }))
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(
        `Your ${words[field]} is too long: at most ${contract.fields[field]} characters.`,
      )
    }
    // a line break in a name or brand would be a header in the studio's e-mail and a property in the invitation
    for (const field of ["name", "brand"] as const) {
      const broken = await book(
        world.server,
        visitor("2027-03-23T11:00:00Z", { [field]: "Eve\r\nBcc: evil@x.test" }),
      )
      expect([broken.status, broken.body.message]).toEqual([400, `Your ${field} must be on one line.`])
    }
    const email = await book(world.server, visitor("2027-03-23T11:00:00Z", { email: "not an address" }))
    expect([email.status, email.body.message]).toEqual([400, contract.texts.email])
    const stored = await world.su
      .collection("bookings")
      .getFullList({ filter: `start = "2027-03-23 11:00:00.000Z"` })
    expect(stored).toHaveLength(0)
  })

  it("keeps bookings from every visitor and client by the record API", async () => {
    await setClock(world.su, NOW)
    const ok = await book(world.server, visitor("2027-03-24T09:00:00Z", { name: "<b>Eve</b>" }))
    expect(ok.status).toBe(200)
    const id = ok.body.id as string
    for (const pb of [world.guest, world.client.pb]) {
      await expect(pb.collection("bookings").getList(1, 50)).rejects.toMatchObject({ status: 403 })
      await expect(pb.collection("bookings").getOne(id)).rejects.toMatchObject({ status: 403 })
      await expect(pb.collection("bookings").update(id, { status: "cancelled" })).rejects.toMatchObject({
        status: 403,
      })
      await expect(pb.collection("booking_settings").getOne("bookingsettings")).rejects.toMatchObject({
        status: 403,
      })
    }
    const row = await world.su.collection("bookings").getOne(id)
    expect(row.name).toBe("<b>Eve</b>") // stored as typed; every page and e-mail shows it as text
  })
})

describe("no one reaches another person's call", () => {
  const tokenOf = async (id: string) => (await world.su.collection("bookings").getOne(id)).token as string
  const manage = (token: string, action = "", body: object = {}) =>
    fetch(`${world.server.url}/api/launchdesk/booking/manage/${token}${action}`, {
      method: action ? "POST" : "GET",
      headers: { "content-type": "application/json" },
      body: action ? JSON.stringify(body) : undefined,
    })

  it("a manage link changes its own call only, and opens no other kind's times", async () => {
    await setClock(world.su, NOW)
    const mine = await book(world.server, visitor("2027-03-25T09:00:00Z", { email: "me@a.test" }))
    const theirs = await book(world.server, visitor("2027-03-25T10:00:00Z", { email: "them@b.test" }))
    const token = await tokenOf(mine.body.id as string)
    const view = (await (await manage(token)).json()) as Record<string, unknown>
    expect(view).toMatchObject({ start: "2027-03-25T09:00:00Z" })
    expect(JSON.stringify(view)).not.toMatch(/them@b|me@a/)
    const onto = await manage(token, "/reschedule", { start: "2027-03-25T10:00:00Z" })
    expect(onto.status).toBe(409) // their time is taken; it stays theirs
    expect((await manage(token, "/cancel")).status).toBe(200)
    const other = await world.su.collection("bookings").getOne(theirs.body.id as string)
    expect([other.status, other.start]).toEqual(["booked", "2027-03-25 10:00:00.000Z"])
    const consultation = `${world.server.url}/api/launchdesk/booking/slots?kind=consultation&token=${token}`
    expect((await fetch(consultation)).status).toBe(401)
    const past = await manage(await tokenOf(theirs.body.id as string), "/reschedule", {
      start: "2027-03-18T10:00:00Z",
    })
    expect(past.status).toBe(400)
  })

  it("a client books a consultation linked to their own order, never to another client's", async () => {
    await setClock(world.su, NOW)
    const own = await newOrder(world.client)
    const others = await newOrder(world.other)
    const token = world.client.pb.authStore.token
    const body = (start: string, order: string) => ({ ...visitor(start), kind: "consultation", order })
    const refused = await book(world.server, body("2027-03-26T09:00:00Z", others.id), token)
    expect(refused.status).toBe(400)
    const ok = await book(world.server, body("2027-03-26T09:00:00Z", own.id), token)
    expect(ok.status).toBe(200)
    const row = await world.su.collection("bookings").getOne(ok.body.id as string)
    expect(row).toMatchObject({ order: own.id, client: world.client.id, source: "new_order" })
    expect(await world.su.collection("bookings").getFullList({ filter: `order = "${others.id}"` })).toEqual(
      [],
    )
    expect((await book(world.server, body("2027-03-26T10:00:00Z", own.id))).status).toBe(401)
  })

  it("sends no realtime event of a booking to a visitor or a client, and takes no batch write", async () => {
    await setClock(world.su, NOW)
    const old = await book(world.server, visitor("2027-03-29T09:00:00Z", { name: "Olga Old" }))
    const topics = ["bookings", "bookings/*", `bookings/${old.body.id as string}`]
    const guest = await openRealtime(world.server.url)
    const client = await openRealtime(world.server.url)
    const su = await openRealtime(world.server.url)
    try {
      await guest.subscribe("", topics)
      await client.subscribe(world.client.pb.authStore.token, topics)
      await su.subscribe(world.su.authStore.token, topics)
      await book(world.server, visitor("2027-03-29T10:00:00Z", { name: "Rita Realtime" }))
      expect((await manage(await tokenOf(old.body.id as string), "/cancel")).status).toBe(200)
      // the studio's stream has both changes: they went out to every subscriber at the same moment
      await su.waitFor((e) => e.data.includes("Rita Realtime"))
      await su.waitFor((e) => e.data.includes("Olga Old") && e.data.includes('"cancelled"'))
      for (const stream of [guest, client]) expect(stream.events.map((e) => e.name)).toEqual(["PB_CONNECT"])
    } finally {
      for (const stream of [guest, client, su]) stream.close()
    }
    const [any] = (await world.su.collection("bookings").getList(1, 1)).items
    for (const pb of [world.guest, world.client.pb]) {
      const batch = pb.createBatch()
      batch.collection("bookings").update(any!.id, { status: "cancelled", email: "x@evil.test" })
      batch.collection("bookings").create({ ...visitor(NOW), start: NOW, end: NOW, status: "booked" })
      const status = await batch.send().then(
        () => 200,
        (err: { status: number }) => err.status,
      )
      expect(status).toBeGreaterThanOrEqual(400)
    }
    expect((await world.su.collection("bookings").getOne(any!.id)).email).not.toBe("x@evil.test")
  })
})

describe("a visitor booking many calls", () => {
  it("is stopped by the rate limit", async () => {
    const server = await startServer({ rateLimits: true })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 7; i += 1)
        statuses.push((await book(server, visitor("2020-01-01T10:00:00Z"))).status)
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429])
    } finally {
      await server.dispose()
    }
  })
})
