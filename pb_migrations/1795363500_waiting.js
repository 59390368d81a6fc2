/// <reference path="../pb_data/types.d.ts" />
// waiting: who an order waits on, as a ledger the hooks keep in the transaction of the change that causes it
// (pb_hooks/waiting.pb.js). Rows with side "studio" are the studio's queue (the admin Inbox): a new order, unread
// client messages, a completed intake, access granted by the client, a preview answered; each row is cleared by
// what answers it. Rows with side "client" mark a turn the client has been told about (so a turn is told once).
// Nobody reads or writes it through the record API (superusers only): the studio reads its queue through
// GET /api/launchdesk/admin/queue (internal/studioqueue), clients never.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const waiting = new Collection({
      type: "base",
      name: "waiting",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: "relation",
          name: "order",
          required: true,
          maxSelect: 1,
          collectionId: orders.id,
          cascadeDelete: true,
        },
        { type: "select", name: "side", required: true, maxSelect: 1, values: ["studio", "client"] },
        {
          type: "select",
          name: "kind",
          required: true,
          maxSelect: 1,
          values: [
            "new_order",
            "messages",
            "intake_complete",
            "access_granted",
            "preview_answered",
            "intake",
            "access",
            "preview",
          ],
        },
        { type: "number", name: "count", min: 0, onlyInt: true },
        { type: "date", name: "at", required: true },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_waiting_order_side_kind ON waiting (`order`, side, kind)",
        "CREATE INDEX idx_waiting_side_at ON waiting (side, at)",
      ],
    })
    app.save(waiting)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("waiting"))
  },
)
