/// <reference path="../pb_data/types.d.ts" />
// mail_outbox rows of kinds "payment_receipt" (the client's receipt once an order is paid) and "payment_refund" (the
// client is told of a refund): pb_hooks/lib/payment_hooks.js.
const KINDS = ["payment_receipt", "payment_refund"]
migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = [...kind.values, ...KINDS]
    app.save(outbox)
  },
  (app) => {
    app.db().newQuery("DELETE FROM mail_outbox WHERE kind IN ('payment_receipt', 'payment_refund')").execute()
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = kind.values.filter((v) => !KINDS.includes(v))
    app.save(outbox)
  },
)
