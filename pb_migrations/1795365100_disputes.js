/// <reference path="../pb_data/types.d.ts" />
// disputes: a card payment the client's bank disputed, one row per Stripe dispute (docs/payments.md). Written only by
// Stripe's webhook (internal/payments, charge.dispute.created and charge.dispute.closed, matched to the order by its
// payment intent); its first save alerts the studio (pb_hooks/disputes.pb.js). Superusers only: the studio reads it
// through its Go routes, and no client can read or filter it. mail_outbox kind "dispute": the studio's alert e-mail.
const KIND = "dispute"
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const disputes = new Collection({
      type: "base",
      name: "disputes",
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
        { type: "text", name: "stripe_dispute", required: true, max: 255 },
        { type: "text", name: "payment_intent", max: 255 },
        { type: "number", name: "amount_cents", min: 0, onlyInt: true },
        { type: "text", name: "currency", max: 3 },
        { type: "text", name: "reason", max: 100 },
        { type: "text", name: "status", max: 100 },
        { type: "date", name: "evidence_due" },
        { type: "date", name: "closed_at" },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_disputes_stripe ON disputes (stripe_dispute)",
        "CREATE INDEX idx_disputes_order ON disputes (`order`)",
      ],
    })
    app.save(disputes)
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = [...kind.values, KIND]
    app.save(outbox)
  },
  (app) => {
    app.db().newQuery("DELETE FROM mail_outbox WHERE kind = {:kind}").bind({ kind: KIND }).execute()
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = kind.values.filter((v) => v !== KIND)
    app.save(outbox)
    app.delete(app.findCollectionByNameOrId("disputes"))
  },
)
