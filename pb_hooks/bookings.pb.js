/// <reference path="../pb_data/types.d.ts" />
// The booked calls' e-mails (lib/booking_mails.js), in the transaction of each save internal/booking makes: a new
// booking, a move, a cancellation, a reminder marked due. Bookings are written only by the booking routes, a few
// times a day: no hook here runs on a read.

onRecordCreateExecute((e) => {
  e.app.runInTransaction((tx) => {
    e.app = tx
    e.next()
    require(`${__hooks}/lib/booking_mails.js`).booked(tx, e.record)
  })
}, "bookings")

onRecordUpdateExecute((e) => {
  const before = e.record.original()
  e.app.runInTransaction((tx) => {
    e.app = tx
    e.next()
    require(`${__hooks}/lib/booking_mails.js`).changed(tx, before, e.record)
  })
}, "bookings")

// POST /api/launchdesk/booking/admin/calls/{id}/invite: the studio invites the person of an intro call to order: an
// e-mail with a sign-up link for their address (the booking joins their account when they sign up with it). It takes a
// users account or a superuser, who is the studio (lib/studio.js), like the other studio routes; the handler decides.
routerAdd(
  "POST",
  "/api/launchdesk/booking/admin/calls/{id}/invite",
  (e) => require(`${__hooks}/lib/booking_mails.js`).inviteRoute(e),
  $apis.requireAuth("users", "_superusers"),
)
