/// <reference path="../pb_data/types.d.ts" />
// mail_outbox rows of kind "ops_alert": the studio is told when database replication has been failing for 10 minutes
// or a backup failed (internal/replica/alert.go).
migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = [...kind.values, "ops_alert"]
    app.save(outbox)
  },
  (app) => {
    app.db().newQuery("DELETE FROM mail_outbox WHERE kind = 'ops_alert'").execute()
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = kind.values.filter((v) => v !== "ops_alert")
    app.save(outbox)
  },
)
