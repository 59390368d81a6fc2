/// <reference path="../pb_data/types.d.ts" />
// mail_outbox rows of kind "payment_partial_refund": the client is told of each partial refund of its payment
// (pb_hooks/lib/payment_hooks.js, words in pb_hooks/lib/mail/partial_refund.js).
const KIND = "payment_partial_refund"
migrate(
  (app) => {
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
  },
)
