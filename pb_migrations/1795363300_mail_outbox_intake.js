/// <reference path="../pb_data/types.d.ts" />
// mail_outbox rows of kind "intake_reminder": the reminder to finish the brand intake, due 24 h after approval
// and at most once a day while the intake is incomplete (pb_hooks/lib/intake_reminders.js).
migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = [...kind.values, "intake_reminder"]
    app.save(outbox)
  },
  (app) => {
    app.db().newQuery("DELETE FROM mail_outbox WHERE kind = 'intake_reminder'").execute()
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = kind.values.filter((v) => v !== "intake_reminder")
    app.save(outbox)
  },
)
