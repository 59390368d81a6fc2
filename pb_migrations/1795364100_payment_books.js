/// <reference path="../pb_data/types.d.ts" />
// The books behind payments, superusers' only (no client, no admin reads or writes them through the API):
// - payment_events: each Stripe event handled, by its id (unique), so a replayed or duplicated event changes
//   nothing; written in the transaction of the change it caused (internal/payments/webhook.go). A full refund that
//   comes before its payment is known keeps the payment intent, and the payment's session event applies it.
// - counters: named sequences; "receipts" is the last receipt number given. A paid payment takes the next one in
//   the transaction that marks it paid (pb_hooks/lib/payment_books.js), so the numbers have no gaps.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const events = new Collection({
      type: "base",
      name: "payment_events",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "event_id", required: true, max: 255 },
        { type: "text", name: "type", required: true, max: 255 },
        { type: "relation", name: "order", maxSelect: 1, collectionId: orders.id, cascadeDelete: true },
        { type: "text", name: "outcome", max: 500 },
        // a full refund that came before its payment's session event: the payment it belongs to, applied when known
        { type: "text", name: "payment_intent", max: 255 },
        { type: "autodate", name: "created", onCreate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_payment_events_event ON payment_events (event_id)"],
    })
    app.save(events)

    const counters = new Collection({
      type: "base",
      name: "counters",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "name", required: true, max: 100 },
        { type: "number", name: "value", min: 0, onlyInt: true },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_counters_name ON counters (name)"],
    })
    app.save(counters)
    const receipts = new Record(counters)
    receipts.set("name", "receipts")
    receipts.set("value", 0)
    app.save(receipts)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("counters"))
    app.delete(app.findCollectionByNameOrId("payment_events"))
  },
)
