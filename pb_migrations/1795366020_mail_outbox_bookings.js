/// <reference path="../pb_data/types.d.ts" />
// mail_outbox rows of the booked calls (pb_hooks/bookings.pb.js): "booking" to the person who booked (confirmed,
// moved, cancelled), "booking_studio" to the studio, "booking_reminder" before the call. "ics" is the invitation the
// worker attaches as a text/calendar part (internal/outbox), "booking" the call it is about.
const KINDS = ["booking", "booking_studio", "booking_reminder"]
migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const bookings = app.findCollectionByNameOrId("bookings")
    const kind = outbox.fields.getByName("kind")
    kind.values = [...kind.values, ...KINDS.filter((k) => !kind.values.includes(k))]
    outbox.fields.add(new TextField({ name: "ics", max: 20000 }))
    outbox.fields.add(
      new RelationField({ name: "booking", maxSelect: 1, collectionId: bookings.id, cascadeDelete: false }),
    )
    app.save(outbox)
  },
  (app) => {
    app
      .db()
      .newQuery("DELETE FROM mail_outbox WHERE kind IN ('booking', 'booking_studio', 'booking_reminder')")
      .execute()
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = kind.values.filter((v) => !KINDS.includes(v))
    outbox.fields.removeByName("ics")
    outbox.fields.removeByName("booking")
    app.save(outbox)
  },
)
