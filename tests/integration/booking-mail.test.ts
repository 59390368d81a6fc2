import { describe, expect, it } from "vitest"
import contract from "../../pb_hooks/lib/booking.json"
import { testWorld } from "../support/world"
import { invitationOf, manageToken, to } from "../support/booking-mail"
import { book, setClock, visitor } from "./booking-support"

// The studio in Berlin, the visitor in Tokyo (8 hours ahead of Berlin in March), on a test clock.
const world = testWorld({
  smtp: true,
  su: true,
  admin: "Sam Studio",
  client: "Cora Client",
  env: { STUDIO_TIME_ZONE: "Europe/Berlin", BOOKING_TEST_CLOCK: "on" },
})
const EVE = "eve@brand.test"
const hostile = {
  name: `<img src=x onerror="alert(1)">Eve`,
  brand: "<b>Bold</b> & Co",
  note: "<script>x()</script>",
}

async function manage(token: string, action = "", body: object = {}) {
  const res = await fetch(`${world.server.url}/api/launchdesk/booking/manage/${token}${action}`, {
    method: action ? "POST" : "GET",
    headers: { "content-type": "application/json" },
    body: action ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** clock moves the booking clock to now and answers how many calls were reminded then. */
const clock = (now: string) => setClock(world.su, now)

describe("a booked call's e-mails, invitations, manage link and reminders", () => {
  let token = ""
  let uid = ""

  it("e-mails the visitor and the studio an invitation with one UID, in UTC, markup inert", async () => {
    await clock("2027-03-19T08:00:00Z")
    const answer = await book(world.server, visitor("2027-03-23T10:00:00Z", { email: EVE, ...hostile }))
    expect(answer.status).toBe(200)
    const [mine] = await world.smtp.waitFor(to(EVE))
    const [studio] = await world.smtp.waitFor(to(world.admin.email))
    if (!mine || !studio) throw new Error("missing e-mails")
    const invitation = invitationOf(mine)
    expect(invitation).toMatchObject({ method: "REQUEST", sequence: 0, start: "2027-03-23T10:00:00.000Z" })
    expect(invitation.startUtc).toBe(true)
    expect(invitation.organizer).toMatch(/^mailto:.+@/)
    expect(invitation.attendee).toBe(`mailto:${EVE}`)
    expect(invitationOf(studio).uid).toBe(invitation.uid)
    uid = invitation.uid
    expect(mine.parsed.text).toContain("Tuesday, March 23, 2027 at 7:00 PM (Asia/Tokyo)")
    expect(studio.parsed.text).toContain("Tuesday, March 23, 2027 at 11:00 AM (Europe/Berlin)")
    for (const html of [mine.parsed.html ?? "", studio.parsed.html ?? ""]) {
      expect(html).not.toMatch(/<img src=x|<b>Bold|<script>x/)
    }
    expect(studio.parsed.html).toContain("&lt;script&gt;x()&lt;/script&gt;")
    // the invitation is plain text: the markup stays as typed, in no HTML property, one attendee
    expect(invitation.description).toContain(`for ${hostile.brand}.`)
    // (a name's quotes become typographic ones in its CN parameter, which has no escapes: internal/booking/invite)
    expect([invitation.attendees, invitation.attendeeName]).toEqual([
      1,
      hostile.name.replaceAll(`"`, "\u2019"),
    ])
    expect(invitation.text).not.toMatch(/X-ALT-DESC|text\/html/i)
    token = manageToken(mine)
  })

  it("shows the call to its link's holder only, and moves it with a raised SEQUENCE", async () => {
    const view = await manage(token)
    expect(view.body).toMatchObject({ status: "booked", start: "2027-03-23T10:00:00Z" })
    expect(view.body).not.toHaveProperty("token")
    expect(view.body).not.toHaveProperty("email")
    expect((await manage("x".repeat(43))).status).toBe(404)
    expect((await manage(token.slice(0, -1) + (token.endsWith("a") ? "b" : "a"))).status).toBe(404)
    const before = world.smtp.messages.length
    const moved = await manage(token, "/reschedule", { start: "2027-03-24T09:00:00Z" })
    expect([moved.status, moved.body.start]).toEqual([200, "2027-03-24T09:00:00Z"])
    const mails = await world.smtp.waitFor((m) => world.smtp.messages.indexOf(m) >= before && to(EVE)(m))
    const invitation = invitationOf(mails[0]!)
    expect(invitation).toMatchObject({
      uid,
      method: "REQUEST",
      sequence: 1,
      start: "2027-03-24T09:00:00.000Z",
    })
  })

  it("sends the 24-hour and the 1-hour reminder once each, on the test clock", async () => {
    const reminders = () =>
      world.smtp.messages.filter((m) => to(EVE)(m) && /^Reminder/.test(m.parsed.subject ?? ""))
    expect(await clock("2027-03-23T08:59:00Z")).toBe(0)
    expect(await clock("2027-03-23T09:00:00Z")).toBe(1)
    expect(await clock("2027-03-23T09:30:00Z")).toBe(0)
    await world.smtp.waitFor((m) => to(EVE)(m) && m.parsed.subject === "Reminder: your call is in 24 hours")
    expect(await clock("2027-03-24T08:00:00Z")).toBe(1)
    expect(await clock("2027-03-24T08:10:00Z")).toBe(0)
    await world.smtp.waitFor((m) => to(EVE)(m) && m.parsed.subject === "Reminder: your call is in 1 hour")
    expect(reminders()).toHaveLength(2)
  })

  it("cancels with METHOD:CANCEL, then refuses every change", async () => {
    const before = world.smtp.messages.length
    const cancelled = await manage(token, "/cancel")
    expect([cancelled.status, cancelled.body.status]).toEqual([200, "cancelled"])
    const mails = await world.smtp.waitFor((m) => world.smtp.messages.indexOf(m) >= before && to(EVE)(m))
    expect(invitationOf(mails[0]!)).toMatchObject({ uid, method: "CANCEL", sequence: 2, status: "CANCELLED" })
    const again = await manage(token, "/reschedule", { start: "2027-03-25T09:00:00Z" })
    expect([again.status, again.body.message]).toEqual([409, contract.texts.cancelled])
    expect((await manage(token, "/cancel")).status).toBe(409)
  })

  it("never reminds of a call cancelled before its reminders", async () => {
    await clock("2027-03-24T10:00:00Z")
    const answer = await book(world.server, visitor("2027-03-26T09:00:00Z", { email: "late@brand.test" }))
    expect(answer.status).toBe(200)
    const [mail] = await world.smtp.waitFor(to("late@brand.test"))
    expect((await manage(manageToken(mail!), "/cancel")).status).toBe(200)
    expect(await clock("2027-03-25T09:30:00Z")).toBe(0)
    expect(await clock("2027-03-26T08:30:00Z")).toBe(0)
    await world.smtp.waitFor(to("late@brand.test"), 2) // the confirmation and the cancellation, nothing more
    expect(world.smtp.messages.filter(to("late@brand.test")).map((m) => m.parsed.subject)).toEqual([
      "Your call is booked: Friday, March 26, 2027 at 6:00 PM (Asia/Tokyo)",
      "Your call is cancelled: Friday, March 26, 2027 at 6:00 PM (Asia/Tokyo)",
    ])
  })

  it("invites the person of an intro call to order; their sign-up with that address takes the call along", async () => {
    await clock("2027-03-19T08:00:00Z")
    const answer = await book(world.server, visitor("2027-03-25T12:00:00Z", { email: "Nova@Brand.test" }))
    const id = answer.body.id as string
    const path = `/api/launchdesk/booking/admin/calls/${id}/invite`
    await expect(world.client.pb.send(path, { method: "POST" })).rejects.toMatchObject({ status: 403 })
    await expect(world.guest.send(path, { method: "POST" })).rejects.toMatchObject({ status: 401 })
    const gone = "/api/launchdesk/booking/admin/calls/nosuchcall12345/invite"
    await expect(world.admin.pb.send(gone, { method: "POST" })).rejects.toMatchObject({ status: 404 })
    await world.su.send(path, { method: "POST" }) // a superuser is the studio too (lib/studio.js)
    await world.admin.pb.send(path, { method: "POST" })
    const [invite] = await world.smtp.waitFor(
      (m) => m.to.includes("Nova@Brand.test") && /next step/.test(m.parsed.subject ?? ""),
    )
    const link = new URL(/https?:\/\/\S+\/auth\?\S+/.exec(invite!.parsed.text ?? "")![0])
    expect(link.searchParams.get("mode")).toBe("signup")
    expect(link.searchParams.get("email")).toBe("Nova@Brand.test")
    const password = "nova-pass-123"
    const account = await world.guest
      .collection("users")
      .create({ email: "nova@brand.test", password, passwordConfirm: password, name: "Nova" })
    expect((await world.su.collection("bookings").getOne(id)).client).toBe(account.id)
  })
})
