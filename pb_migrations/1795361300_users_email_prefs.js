/// <reference path="../pb_data/types.d.ts" />
// users.email_prefs: which e-mails the user wants, one boolean per kind (status, messages, notifications,
// new_orders; pb_hooks/lib/email_prefs.js). Missing kinds, and an empty field, mean "on". The user edits it on
// the account page; the request hooks (pb_hooks/accounts.pb.js) refuse anything but known kinds with true/false.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    users.fields.add(new JSONField({ name: "email_prefs", maxSize: 2000 }))
    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    users.fields.removeByName("email_prefs")
    app.save(users)
  },
)
