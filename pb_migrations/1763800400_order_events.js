/// <reference path="../pb_data/types.d.ts" />
// order_events: the status history of an order, one row per status change (and one for its creation),
// written by the status pipeline in the same transaction as the change. The order's client and admins
// read it; nobody but superusers writes it through the API.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    const orders = app.findCollectionByNameOrId("orders")
    const reader =
      '@request.auth.id != "" && (order.client = @request.auth.id || @request.auth.role = "admin")'
    const statuses = ["pending_approval", "in_progress", "completed"]

    const events = new Collection({
      type: "base",
      name: "order_events",
      listRule: reader,
      viewRule: reader,
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
        // empty for the event that records the order's creation
        { type: "select", name: "from", maxSelect: 1, values: statuses },
        { type: "select", name: "to", required: true, maxSelect: 1, values: statuses },
        // the acting app user; empty when a superuser (dashboard) or the system made the change
        { type: "relation", name: "who", maxSelect: 1, collectionId: users.id, cascadeDelete: false },
        {
          type: "select",
          name: "actor",
          required: true,
          maxSelect: 1,
          values: ["admin", "client", "superuser", "system"],
        },
        { type: "autodate", name: "created", onCreate: true },
      ],
      indexes: ["CREATE INDEX idx_order_events_order_created ON order_events (`order`, created)"],
    })
    app.save(events)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("order_events"))
  },
)
