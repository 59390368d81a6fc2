/// <reference path="../pb_data/types.d.ts" />
// launches: the launch tracker of an order in progress, one per order, made when the order is approved
// (pb_hooks/launch.pb.js): its step, the store access, and the 2-day clock (pb_hooks/lib/launch_clock.js) with its
// due time. The order's client and admins read it; nobody writes it through the record API: the hooks' routes do,
// so a client can never move a step or change a due time.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const reader =
      '@request.auth.id != "" && (order.client = @request.auth.id || @request.auth.role = "admin")'
    const steps = ["approved", "intake", "access", "building", "preview", "launched"]

    const launches = new Collection({
      type: "base",
      name: "launches",
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
        { type: "select", name: "step", required: true, maxSelect: 1, values: steps },
        { type: "select", name: "waits_on", maxSelect: 1, values: ["client", "studio"] },
        { type: "bool", name: "shopify" },
        {
          type: "select",
          name: "access",
          required: true,
          maxSelect: 1,
          values: ["code_received", "request_sent", "granted", "dev_store"],
        },
        { type: "text", name: "store_domain", max: 200 },
        { type: "bool", name: "intake_complete" },
        { type: "date", name: "approved_at", required: true },
        { type: "date", name: "clock_started" },
        { type: "date", name: "clock_running_since" },
        { type: "number", name: "clock_used_ms", min: 0, onlyInt: true },
        { type: "date", name: "due_at" },
        { type: "date", name: "launched_at" },
        { type: "bool", name: "on_time" },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_launches_order ON launches (`order`)",
        "CREATE INDEX idx_launches_due ON launches (launched_at, due_at)",
      ],
    })
    app.save(launches)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("launches"))
  },
)
