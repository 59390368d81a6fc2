/// <reference path="../pb_data/types.d.ts" />
// payment_events.refunded_cents: what Stripe had refunded in all (the charge's amount_refunded) when a refund came
// before its payment was known, so the payment's session event applies a held partial refund too
// (internal/payments/apply.go). Superusers only, like the rest of payment_events.
migrate(
  (app) => {
    const events = app.findCollectionByNameOrId("payment_events")
    events.fields.add(new NumberField({ name: "refunded_cents", min: 0, onlyInt: true }))
    app.save(events)
  },
  (app) => {
    const events = app.findCollectionByNameOrId("payment_events")
    events.fields.removeByName("refunded_cents")
    app.save(events)
  },
)
