/// <reference path="../pb_data/types.d.ts" />
// Money Stripe took is never lost from view (docs/payments.md):
// - checkout_sessions: every Checkout Session ever made for a payment (the payment keeps only its newest in
//   stripe_session). A payment confirmed on any of them is the order's. Superusers only: written by internal/payments.
// - extra_payments: a payment Stripe took on one of an order's sessions when the order was already settled (paid by
//   another session or by hand, waived, refunded). It is kept for the studio to refund in one click and shown to the
//   order's client, who is told it will be refunded. Read like payments; written only by internal/payments.
// - mail_outbox kinds payment_second and payment_second_refund: the client's e-mails about such a payment.
const KINDS = ["payment_second", "payment_second_refund"]
migrate(
  (app) => {
    const payments = app.findCollectionByNameOrId("payments")
    const orders = app.findCollectionByNameOrId("orders")
    const sessions = new Collection({
      type: "base",
      name: "checkout_sessions",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: "relation",
          name: "payment",
          required: true,
          maxSelect: 1,
          collectionId: payments.id,
          cascadeDelete: true,
        },
        { type: "text", name: "session_id", required: true, max: 255 },
        { type: "date", name: "expired_at" },
        { type: "autodate", name: "created", onCreate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_checkout_sessions_session ON checkout_sessions (session_id)",
        "CREATE INDEX idx_checkout_sessions_payment ON checkout_sessions (payment)",
      ],
    })
    app.save(sessions)
    // the sessions stored before this table: each payment's newest one
    app
      .db()
      .newQuery(
        `INSERT INTO checkout_sessions (id, payment, session_id, expired_at, created)
         SELECT lower(hex(randomblob(8))), id, stripe_session, '', updated FROM payments WHERE stripe_session != ''`,
      )
      .execute()

    // read like the order's payment: its rule, not a copy of it
    const reader = payments.listRule
    const extras = new Collection({
      type: "base",
      name: "extra_payments",
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
        { type: "relation", name: "payment", maxSelect: 1, collectionId: payments.id },
        { type: "number", name: "amount_cents", required: true, min: 1, onlyInt: true },
        { type: "text", name: "currency", required: true, min: 3, max: 3, pattern: "^[a-z]{3}$" },
        { type: "select", name: "state", required: true, maxSelect: 1, values: ["to_refund", "refunded"] },
        { type: "text", name: "stripe_session", required: true, max: 255, hidden: true },
        { type: "text", name: "stripe_payment_intent", max: 255, hidden: true },
        { type: "date", name: "paid_at" },
        { type: "date", name: "refunded_at" },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_extra_payments_session ON extra_payments (stripe_session)",
        "CREATE INDEX idx_extra_payments_order ON extra_payments (`order`)",
        "CREATE INDEX idx_extra_payments_state ON extra_payments (state)",
        "CREATE INDEX idx_extra_payments_intent ON extra_payments (stripe_payment_intent) WHERE stripe_payment_intent != ''",
      ],
    })
    app.save(extras)

    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = [...kind.values, ...KINDS.filter((k) => !kind.values.includes(k))]
    app.save(outbox)
  },
  (app) => {
    app
      .db()
      .newQuery("DELETE FROM mail_outbox WHERE kind IN ('payment_second', 'payment_second_refund')")
      .execute()
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = kind.values.filter((v) => !KINDS.includes(v))
    app.save(outbox)
    app.delete(app.findCollectionByNameOrId("extra_payments"))
    app.delete(app.findCollectionByNameOrId("checkout_sessions"))
  },
)
