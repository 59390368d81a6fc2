import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { poll } from "../support/wait"
import { testWorld } from "../support/world"
import { book, setClock, slots, visitor } from "./booking-support"
import { invitationCount } from "../support/booking-mail"

// The studio's own calendar: a weekly meeting on Tuesdays 10:00-11:00 Berlin time with one Tuesday taken out, and a
// one-off event; the studio in Berlin, on a test clock before the change to summer time (28 March 2027).
const FEED = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//test//busy//EN",
  "BEGIN:VEVENT",
  "UID:weekly@test",
  "DTSTAMP:20270101T000000Z",
  "DTSTART;TZID=Europe/Berlin:20270302T100000",
  "DTEND;TZID=Europe/Berlin:20270302T110000",
  "RRULE:FREQ=WEEKLY;BYDAY=TU",
  "EXDATE;TZID=Europe/Berlin:20270330T100000",
  "SUMMARY:Weekly",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:once@test",
  "DTSTAMP:20270101T000000Z",
  "DTSTART:20270324T130000Z",
  "DTEND:20270324T140000Z",
  "SUMMARY:Dentist",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n")

let feedUp = true
let feed: Server
let feedUrl = ""
beforeAll(async () => {
  feed = createServer((_req, res) => {
    if (!feedUp) return res.writeHead(500).end()
    res.writeHead(200, { "content-type": "text/calendar" }).end(FEED)
  })
  await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve))
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/private/basic.ics`
})
afterAll(() => new Promise<void>((resolve) => feed.close(() => resolve())))

const world = testWorld({
  su: true,
  admin: "Sam Studio",
  client: "Cora Client",
  env: { STUDIO_TIME_ZONE: "Europe/Berlin", BOOKING_TEST_CLOCK: "on" },
})

interface SettingsAnswer {
  settings: Record<string, unknown>
  busy: { error: string; okAt: string }
  feedPath: string
}
const getSettings = () => world.admin.pb.send<SettingsAnswer>("/api/launchdesk/booking/admin/settings", {})
const putSettings = (body: object) =>
  world.admin.pb.send<SettingsAnswer>("/api/launchdesk/booking/admin/settings", { method: "PUT", body })

const starts = async (from: string, days: number) =>
  (await slots(world.server, { from, days, tz: "UTC" })).slots.map((s) => s.start)

describe("the studio's busy calendar", () => {
  it("is read once saved: its busy times, recurring ones included, are never offered", async () => {
    await setClock(world.su, "2027-03-19T08:00:00Z")
    const { settings } = await getSettings()
    await putSettings({ settings: { ...settings, busyUrl: feedUrl } })
    await poll(async () => !(await starts("2027-03-23", 1)).includes("2027-03-23T09:00:00Z"), 60_000)
    const tuesday = await starts("2027-03-23", 1)
    for (const busy of ["09:00", "09:15", "09:30", "09:45"])
      expect(tuesday).not.toContain(`2027-03-23T${busy}:00Z`)
    expect(tuesday).toContain("2027-03-23T10:00:00Z")
    expect(await starts("2027-03-30", 1)).toContain("2027-03-30T08:00:00Z") // the EXDATE Tuesday
    expect(await starts("2027-04-06", 1)).not.toContain("2027-04-06T08:00:00Z") // 10:00 in summer time
    expect(await starts("2027-03-24", 1)).not.toContain("2027-03-24T13:30:00Z")
    const taken = await book(world.server, visitor("2027-03-23T09:15:00Z"))
    expect(taken.status).toBe(409)
    expect((await getSettings()).busy).toMatchObject({ error: "" })
  })

  it("keeps the last good copy when the calendar cannot be read, and tells the studio", async () => {
    feedUp = false
    await setClock(world.su, "2027-03-19T08:10:00Z") // reads the calendar again
    expect((await getSettings()).busy.error).toContain("500")
    expect(await starts("2027-03-23", 1)).not.toContain("2027-03-23T09:00:00Z")
    feedUp = true
  })
})

describe("the studio's one-off hours", () => {
  it("a date's own hours replace the week's in the free times, and a day off has none", async () => {
    await setClock(world.su, "2027-03-19T08:00:00Z")
    const { settings } = await getSettings()
    const changes = [{ date: "2027-03-27", from: "10:00", to: "11:00" }] // a Saturday, Berlin time (UTC+1)
    await putSettings({ settings: { ...settings, changes, daysOff: ["2027-03-26"] } })
    expect(await starts("2027-03-26", 2)).toEqual([
      "2027-03-27T09:00:00Z",
      "2027-03-27T09:15:00Z",
      "2027-03-27T09:30:00Z",
      "2027-03-27T09:45:00Z",
    ])
    const bad = putSettings({
      settings: { ...settings, changes: [{ date: "2027-03-27", from: "11:00", to: "10:00" }] },
    })
    await expect(bad).rejects.toMatchObject({ status: 400 })
    await putSettings({ settings })
    expect(await starts("2027-03-27", 1)).toEqual([])
  })
})

describe("the studio's calls", () => {
  it("are the studio's alone, listed soonest first, and in its private feed until the token changes", async () => {
    await setClock(world.su, "2027-03-19T08:00:00Z")
    expect((await book(world.server, visitor("2027-03-22T10:00:00Z", { name: "Ann" }))).status).toBe(200)
    const path = "/api/launchdesk/booking/admin/calls"
    await expect(world.guest.send(path, {})).rejects.toMatchObject({ status: 401 })
    await expect(world.client.pb.send(path, {})).rejects.toMatchObject({ status: 403 })
    const { calls } = await world.admin.pb.send<{ calls: { name: string; start: string }[] }>(path, {})
    expect(calls.map((c) => c.name)).toContain("Ann")
    const { feedPath } = await getSettings()
    const res = await fetch(world.server.url + feedPath)
    expect(res.headers.get("content-type")).toContain("text/calendar")
    expect(invitationCount(await res.text())).toBeGreaterThanOrEqual(1)
    const { settings } = await getSettings()
    const renewed = await putSettings({ settings, newFeedToken: true })
    expect(renewed.feedPath).not.toBe(feedPath)
    expect((await fetch(world.server.url + feedPath)).status).toBe(404)
  })
})
