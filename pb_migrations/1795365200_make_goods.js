/// <reference path="../pb_data/types.d.ts" />
// make_goods: the guarantee kept (docs/guarantee.md). One row per order at most (its unique index is the "exactly
// once"), written by internal/guarantee in the transaction that finds the order's studio-side time past the promise:
// a card payment is refunded in part through Stripe (refunding, then refunded), anything else is owed to the client
// by transfer until the studio marks it paid back. The client is told once, when it is refunded or owed
// (pb_hooks/guarantee.pb.js). Superusers only: the studio reads it through internal/guarantee's routes.
// mail_outbox kind "guarantee": that e-mail to the client.
const KIND = "guarantee"
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const makeGoods = new Collection({
      type: "base",
      name: "make_goods",
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
        { type: "number", name: "percent", required: true, min: 1, max: 100, onlyInt: true },
        { type: "number", name: "amount_cents", required: true, min: 1, onlyInt: true },
        { type: "text", name: "currency", required: true, min: 3, max: 3 },
        { type: "number", name: "used_ms", min: 0, onlyInt: true },
        { type: "number", name: "promise_hours", min: 1, onlyInt: true },
        { type: "select", name: "method", required: true, maxSelect: 1, values: ["card", "transfer"] },
        {
          type: "select",
          name: "state",
          required: true,
          maxSelect: 1,
          values: ["refunding", "refunded", "owed", "paid_back"],
        },
        { type: "text", name: "stripe_refund", max: 255 },
        { type: "number", name: "attempts", min: 0, onlyInt: true },
        { type: "date", name: "lease_until" },
        { type: "text", name: "note", max: 1000 },
        { type: "date", name: "settled_at" },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_make_goods_order ON make_goods (`order`)",
        "CREATE INDEX idx_make_goods_state ON make_goods (state)",
      ],
    })
    app.save(makeGoods)
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
    app.delete(app.findCollectionByNameOrId("make_goods"))
  },
)
