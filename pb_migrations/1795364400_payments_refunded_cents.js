/// <reference path="../pb_data/types.d.ts" />
// payments.refunded_cents: how much of the payment Stripe has refunded so far, in cents of its currency (a partial
// refund made in Stripe's dashboard keeps the payment paid; once it reaches amount_cents the payment is refunded).
// Written only by internal/payments, like every payment field (the collection's write rules stay null). The
// payments refunded before this field existed were refunded in full: they get their whole amount.
migrate(
  (app) => {
    const payments = app.findCollectionByNameOrId("payments")
    payments.fields.add(new NumberField({ name: "refunded_cents", min: 0, onlyInt: true }))
    app.save(payments)
    app.db().newQuery("UPDATE payments SET refunded_cents = amount_cents WHERE state = 'refunded'").execute()
  },
  (app) => {
    const payments = app.findCollectionByNameOrId("payments")
    payments.fields.removeByName("refunded_cents")
    app.save(payments)
  },
)
