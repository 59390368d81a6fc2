/// <reference path="../pb_data/types.d.ts" />
// mail_outbox: every e-mail the app sends, written in the same transaction as the change that caused it
// and delivered by the Go worker (mail_outbox.go). Admins read delivery state, attempts and the last
// error; clients never read it; nobody but superusers writes it through the API.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const admins = '@request.auth.role = "admin"'

    const outbox = new Collection({
      type: "base",
      name: "mail_outbox",
      listRule: admins,
      viewRule: admins,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: "select",
          name: "kind",
          required: true,
          maxSelect: 1,
          values: ["status_change", "new_order"],
        },
        { type: "email", name: "recipient", required: true },
        { type: "text", name: "subject", required: true, max: 1000 },
        { type: "text", name: "html", required: true, max: 100000 },
        { type: "text", name: "text", required: true, max: 20000 },
        {
          type: "select",
          name: "state",
          required: true,
          maxSelect: 1,
          values: ["queued", "sending", "sent", "failed"],
        },
        { type: "number", name: "attempts", min: 0, onlyInt: true },
        { type: "date", name: "next_attempt", required: true },
        // the claim token of the worker sending it, and until when that claim holds
        { type: "text", name: "claim", max: 64, hidden: true },
        { type: "date", name: "lease_until" },
        { type: "text", name: "last_error", max: 2000 },
        { type: "date", name: "sent_at" },
        { type: "relation", name: "order", maxSelect: 1, collectionId: orders.id, cascadeDelete: false },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE INDEX idx_mail_outbox_state_next ON mail_outbox (state, next_attempt)",
        "CREATE INDEX idx_mail_outbox_order_created ON mail_outbox (`order`, created)",
      ],
    })
    app.save(outbox)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("mail_outbox"))
  },
)
