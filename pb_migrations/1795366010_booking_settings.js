/// <reference path="../pb_data/types.d.ts" />
// booking_settings: the studio's availability (/admin/booking), one row with the id "bookingsettings". An empty
// "availability" means the defaults of pb_hooks/lib/booking.json. The busy calendar's address and the private feed's
// token are secrets: every rule is closed and only the studio's Go routes (internal/booking) read and write the row.
migrate(
  (app) => {
    const settings = new Collection({
      type: "base",
      name: "booking_settings",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "json", name: "availability", maxSize: 100000 },
        { type: "text", name: "busy_url", max: 2000 },
        { type: "text", name: "busy_error", max: 1000 },
        { type: "date", name: "busy_read_at" },
        { type: "date", name: "busy_ok_at" },
        { type: "text", name: "feed_token", max: 64 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
    })
    app.save(settings)
    const row = new Record(settings)
    row.set("id", "bookingsettings")
    app.save(row)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("booking_settings"))
  },
)
