/// <reference path="../pb_data/types.d.ts" />
// payments: what an order owes and how it was settled, one row per order, made when the order is approved (its
// amount and currency fixed then: pb_hooks/lib/payment_due.js). Its state is due, paid, waived, refunded or mismatch
// (Stripe paid something that is not what is due: recorded for the studio, never counted as paid). The order's
// client and admins read it; nobody writes it through the record API, batch or the dashboard's rules: Stripe's
// webhook and the studio's routes (internal/payments) do, and the hooks (pb_hooks/payments.pb.js) react to each save.
// The Stripe ids are hidden fields: only superusers and the Go code see them.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const reader =
      '@request.auth.id != "" && (order.client = @request.auth.id || @request.auth.role = "admin")'
    const payments = new Collection({
      type: "base",
      name: "payments",
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
        { type: "number", name: "amount_cents", required: true, min: 1, onlyInt: true },
        { type: "text", name: "currency", required: true, min: 3, max: 3, pattern: "^[a-z]{3}$" },
        {
          type: "select",
          name: "state",
          required: true,
          maxSelect: 1,
          values: ["due", "paid", "waived", "refunded", "mismatch"],
        },
        { type: "select", name: "method", maxSelect: 1, values: ["card", "bank_transfer", "cash", "other"] },
        { type: "text", name: "reference", max: 200 },
        { type: "text", name: "note", max: 1000 },
        { type: "number", name: "receipt_no", min: 0, onlyInt: true },
        { type: "text", name: "stripe_session", max: 255, hidden: true },
        { type: "text", name: "stripe_payment_intent", max: 255, hidden: true },
        { type: "text", name: "checkout_url", max: 2000, hidden: true },
        { type: "date", name: "checkout_expires", hidden: true },
        { type: "date", name: "paid_at" },
        { type: "date", name: "refunded_at" },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_payments_order ON payments (`order`)",
        "CREATE INDEX idx_payments_state ON payments (state)",
        "CREATE UNIQUE INDEX idx_payments_receipt ON payments (receipt_no) WHERE receipt_no > 0",
        "CREATE INDEX idx_payments_session ON payments (stripe_session) WHERE stripe_session != ''",
      ],
    })
    app.save(payments)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("payments"))
  },
)
