/// <reference path="../pb_data/types.d.ts" />
// bookings: the calls booked on /book (native scheduling, docs/decisions/0034-native-booking.md). Only the Go routes
// under /api/launchdesk/booking write and read them (internal/booking): no client or visitor lists or reads one by the
// record API, so every rule is closed (superusers only). The field limits live in pb_hooks/lib/booking.json, checked
// by the one writer; "token" is the manage link's secret, hidden from every API answer but a superuser's.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    const orders = app.findCollectionByNameOrId("orders")
    const bookings = new Collection({
      type: "base",
      name: "bookings",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "select", name: "kind", required: true, maxSelect: 1, values: ["intro", "consultation"] },
        { type: "date", name: "start", required: true },
        { type: "date", name: "end", required: true },
        { type: "text", name: "name", required: true, max: 10000 },
        { type: "email", name: "email", required: true },
        { type: "text", name: "brand", max: 10000 },
        { type: "text", name: "note", max: 10000 },
        { type: "text", name: "tz", max: 100 },
        { type: "select", name: "status", required: true, maxSelect: 1, values: ["booked", "cancelled"] },
        { type: "select", name: "outcome", maxSelect: 1, values: ["attended", "no_show"] },
        { type: "text", name: "token", required: true, min: 32, max: 64, hidden: true },
        { type: "number", name: "sequence", min: 0, onlyInt: true },
        { type: "select", name: "source", maxSelect: 1, values: ["landing", "portal", "new_order"] },
        { type: "relation", name: "client", maxSelect: 1, collectionId: users.id, cascadeDelete: false },
        { type: "relation", name: "order", maxSelect: 1, collectionId: orders.id, cascadeDelete: false },
        // the reminders (hours before the start) already queued for the current start; emptied by a reschedule
        { type: "json", name: "reminded", maxSize: 200 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_bookings_token ON bookings (token)",
        "CREATE INDEX idx_bookings_status_start ON bookings (status, start)",
        "CREATE INDEX idx_bookings_email ON bookings (email)",
      ],
    })
    app.save(bookings)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("bookings"))
  },
)
