/* global $app, __hooks, mailFixtures -- the hooks' globals and harness.js's helpers (render_test.go runs this after it) */
// The booking e-mails of the mail fixtures: a call booked, moved, reminded and cancelled, and the studio's invitation.
;(function () {
  const { take, save, admin } = mailFixtures
  // a call booked on /book with markup in every field the visitor typed: moved, reminded, then cancelled
  save("bookings", "bookingcall0001", {
    kind: "intro",
    start: "2027-03-23 10:00:00.000Z",
    end: "2027-03-23 10:15:00.000Z",
    name: '<img src=x onerror="alert(1)"> Eve',
    email: "eve@brand.test",
    brand: "<b>Bold</b> & Co",
    note: "Line one\n<script>x()</script>",
    tz: "Asia/Tokyo",
    status: "booked",
    token: "fixturetokenfixturetokenfixturetoken0000001",
    sequence: 0,
    source: "landing",
    reminded: [],
  })
  take("booking_booked", "booking", "eve@brand.test")
  take("booking_studio", "booking_studio", admin.email())
  // each change from the row as stored, as internal/booking makes it (the hooks compare with what was stored)
  let call = $app.findRecordById("bookings", "bookingcall0001")
  call.set("start", "2027-03-24 09:00:00.000Z")
  call.set("end", "2027-03-24 09:15:00.000Z")
  call.set("sequence", 1)
  $app.save(call)
  take("booking_moved", "booking", "eve@brand.test")
  call = $app.findRecordById("bookings", "bookingcall0001")
  call.set("reminded", [24])
  $app.save(call)
  take("booking_reminder", "booking_reminder", "eve@brand.test")
  call = $app.findRecordById("bookings", "bookingcall0001")
  call.set("status", "cancelled")
  call.set("sequence", 2)
  $app.save(call)
  take("booking_cancelled", "booking", "eve@brand.test")
  // the studio's "Invite to order" after the call (its route in bookings.pb.js queues exactly this)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- require() is how the hooks share code
  const bookingWords = require(`${__hooks}/lib/mail/booking.js`)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- require() is how the hooks share code
  const mailBrand = require(`${__hooks}/lib/mail/content.js`).brandOf($app)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- require() is how the hooks share code
  const inviteQuery = require(`${__hooks}/lib/booking_mails.js`).signUpQuery(call)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- require() is how the hooks share code
  const mailOutbox = require(`${__hooks}/lib/mail/outbox.js`)
  mailOutbox.queueMail(
    $app,
    "invite@brand.test",
    bookingWords.inviteMail(mailBrand, {
      name: call.getString("name"),
      brand: call.getString("brand"),
      signUpURL: `${mailBrand.appURL}/auth?${inviteQuery}`,
    }),
    {},
  )
  take("booking_invite", "booking", "invite@brand.test")
})()
