/// <reference path="../pb_data/types.d.ts" />
// mail_outbox html and text become hidden fields: account e-mails carry secrets (a reset or confirmation link, a
// sign-in code) and an admin reading the outbox through the API could otherwise sign in as a client. Admins keep
// what they need (kind, recipient, subject, state, attempts, errors); only superusers and the worker read bodies.
// Hidden fields are also not filterable by non-superusers, so a body cannot be guessed through filters.
const BODIES = ["html", "text"]

migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    for (const name of BODIES) outbox.fields.getByName(name).hidden = true
    app.save(outbox)
  },
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    for (const name of BODIES) outbox.fields.getByName(name).hidden = false
    app.save(outbox)
  },
)
