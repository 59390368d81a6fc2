/// <reference path="../../pb_data/types.d.ts" />
// Who is told what when a booked call changes (internal/booking writes the bookings; the .ics is internal/booking/invite's; this runs in the same
// transaction, from bookings.pb.js): the person who booked and every studio account get an e-mail with the call's
// invitation (one UID for the booking's life, SEQUENCE raised by each change, METHOD:CANCEL when cancelled); a
// reminder goes to the person who booked when internal/booking marks one due. Words: lib/mail/booking.js.

const { brandOf } = require(`${__hooks}/lib/mail/content.js`)
const words = require(`${__hooks}/lib/mail/booking.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const studio = require(`${__hooks}/lib/studio.js`)
const records = require(`${__hooks}/lib/records.js`)
const contract = require(`${__hooks}/lib/booking.json`)

/** The words of where a call was booked from, for the studio. */
const SOURCES = { landing: "the website", portal: "the client portal", new_order: "a new order" }

/** placeOf is where the studio's calls happen (/admin/booking), "" when it said nothing. @param {core.App} app */
function placeOf(app) {
  const row = app.findRecordById("booking_settings", "bookingsettings")
  const availability = JSON.parse(row.getString("availability") || "null")
  return availability && typeof availability.place === "string" ? availability.place : ""
}

/** callOf is what the e-mails say of booking b, its time on the clock of zone. */
function callOf(app, brand, b, zone) {
  return {
    name: b.getString("name"),
    email: b.getString("email"),
    brand: b.getString("brand"),
    note: b.getString("note"),
    kindName: contract.kinds[b.getString("kind")].name,
    when: $booking.when(b.getDateTime("start").string(), zone),
    place: placeOf(app),
    manageURL: brand.appURL + "/book/manage/" + b.getString("token"),
    source: SOURCES[b.getString("source")] || "the website",
  }
}

/** invite is b's .ics: method REQUEST or CANCEL, the studio as organizer, the person who booked as attendee. */
function invite(app, brand, b, method, call) {
  const meta = app.settings().meta
  return $booking.invite({
    uid: `booking-${b.id}@${brand.appURL.replace(/^https?:\/\//, "").replace(/[:/].*$/, "")}`,
    sequence: b.getInt("sequence"),
    method,
    start: b.getDateTime("start").string(),
    end: b.getDateTime("end").string(),
    stamp: b.getDateTime("updated").string(),
    summary: `${call.kindName} with ${brand.name}`,
    description: `${call.kindName} with ${brand.name} for ${call.brand}.\nReschedule or cancel: ${call.manageURL}`,
    location: call.place,
    url: call.manageURL,
    organizerName: meta.senderName,
    organizerMail: meta.senderAddress,
    attendeeName: call.name,
    attendeeMail: b.getString("email"),
  })
}

/** tell e-mails the person who booked b and every studio account of change, each with the invitation. */
function tell(tx, b, change, method) {
  const brand = brandOf(tx)
  const visitorCall = callOf(tx, brand, b, b.getString("tz") || $app.store().get("launchdesk.booking.zone"))
  const ics = invite(tx, brand, b, method, visitorCall)
  const extra = { booking: b.id, ics }
  outbox.queueMail(tx, b.getString("email"), words.visitorMail(brand, change, visitorCall), extra)
  const studioCall = callOf(tx, brand, b, $app.store().get("launchdesk.booking.zone") || "UTC")
  for (const admin of studio.studioUsers(tx)) {
    outbox.queueMail(tx, admin.email(), words.studioMail(brand, change, studioCall), extra)
  }
}

/** dropReminders deletes b's reminders still waiting (a cancelled or moved call gets none for its old time). */
function dropReminders(tx, b) {
  const rows = tx.findRecordsByFilter(
    "mail_outbox",
    "booking = {:b} && kind = 'booking_reminder' && state = 'queued' && attempts = 0",
    "",
    0,
    0,
    { b: b.id },
  )
  for (const row of rows) tx.delete(row)
}

/** reminded lists the reminders (hours) marked on a booking. @param {core.Record} b */
function reminded(b) {
  const list = JSON.parse(b.getString("reminded") || "[]")
  return Array.isArray(list) ? list : []
}

/** booked tells of a new booking b. */
function booked(tx, b) {
  tell(tx, b, "booked", "REQUEST")
}

/** changed tells of what changed from before to b: cancelled, moved, or a reminder marked due. */
function changed(tx, before, b) {
  if (before.getString("status") !== "cancelled" && b.getString("status") === "cancelled") {
    dropReminders(tx, b)
    tell(tx, b, "cancelled", "CANCEL")
    return
  }
  if (before.getDateTime("start").string() !== b.getDateTime("start").string()) {
    dropReminders(tx, b)
    tell(tx, b, "moved", "REQUEST")
    return
  }
  const was = reminded(before)
  const added = reminded(b).filter((h) => !was.includes(h))
  if (added.length === 0 || b.getString("status") !== "booked") return
  const brand = brandOf(tx)
  const call = callOf(tx, brand, b, b.getString("tz") || $app.store().get("launchdesk.booking.zone"))
  outbox.queueMail(tx, b.getString("email"), words.reminderMail(brand, Math.min(...added), call), {
    booking: b.id,
  })
}

/**
 * signUpQuery is the sign-up link's query for booking b: the form starts with the person's name and address, and once
 * signed up they land on the new order with the brand they named at the call (the sign-up keeps `next`).
 * @param {core.Record} b
 */
function signUpQuery(b) {
  const next = "/portal/new-order?brand=" + encodeURIComponent(b.getString("brand"))
  return [
    ["mode", "signup"],
    ["name", b.getString("name")],
    ["email", b.getString("email")],
    ["next", next],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&")
}

/**
 * inviteRoute answers the studio's "Invite to order" for the booking named in the path: the e-mail is queued with the
 * request's transaction; anyone but the studio is refused.
 * @param {core.RequestEvent} e
 */
function inviteRoute(e) {
  if (!studio.isStudio(e.auth)) throw new ForbiddenError("Only the studio can invite to order.")
  const b = records.findOrNull(e.app, "bookings", e.request.pathValue("id"))
  if (!b) throw new NotFoundError("That call does not exist.") // the admin routes' own words (internal/booking)
  const brand = brandOf(e.app)
  const query = signUpQuery(b)
  const call = {
    name: b.getString("name"),
    brand: b.getString("brand"),
    signUpURL: `${brand.appURL}/auth?${query}`,
  }
  outbox.queueMail(e.app, b.getString("email"), words.inviteMail(brand, call), { booking: b.id })
  return e.json(200, { invited: true })
}

module.exports = { booked, changed, inviteRoute, signUpQuery }
