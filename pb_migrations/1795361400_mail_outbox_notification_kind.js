/// <reference path="../pb_data/types.d.ts" />
// mail_outbox kind "notification": the e-mail copy of a notification the studio sends a client
// (pb_hooks/notifications.pb.js), for clients whose e-mail preferences keep "notifications" on.
migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    if (!kind.values.includes("notification")) kind.values = [...kind.values, "notification"]
    app.save(outbox)
  },
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = kind.values.filter((v) => v !== "notification")
    app.save(outbox)
  },
)
