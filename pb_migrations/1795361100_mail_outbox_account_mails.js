/// <reference path="../pb_data/types.d.ts" />
// mail_outbox rows for PocketBase's own account e-mails (pb_hooks/account_mails.pb.js): their kinds, and
// expires_at, after which the worker no longer sends a row (a sign-in code e-mail older than the code's
// lifetime is useless, and a late one is confusing); it marks such a row failed instead.
const KINDS = ["password_reset", "verification", "email_change", "sign_in_code", "auth_alert"]

migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = [...kind.values, ...KINDS.filter((k) => !kind.values.includes(k))]
    outbox.fields.add(new DateField({ name: "expires_at" }))
    app.save(outbox)
  },
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    outbox.fields.removeByName("expires_at")
    const kind = outbox.fields.getByName("kind")
    kind.values = kind.values.filter((v) => !KINDS.includes(v))
    app.save(outbox)
  },
)
