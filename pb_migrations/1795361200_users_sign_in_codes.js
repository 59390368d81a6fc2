/// <reference path="../pb_data/types.d.ts" />
// Sign-in codes (PocketBase OTP) for users: 6 digits, valid 10 minutes, single use. The e-mail goes through the
// outbox (pb_hooks/account_mails.pb.js) and is not sent after the code has expired. Wrong codes are limited
// per account by internal/accounts (on top of PocketBase's own 5 attempts per 3 minutes per address).
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    users.otp.enabled = true
    users.otp.length = 6
    users.otp.duration = 600
    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    users.otp.enabled = false
    users.otp.length = 8
    users.otp.duration = 180
    app.save(users)
  },
)
