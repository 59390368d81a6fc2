/// <reference path="../pb_data/types.d.ts" />
// mail_outbox rows of kind "order_cancelled": the client's e-mail when the studio cancels its order, with the
// studio's reason (pb_hooks/lib/order_pipeline.js, words in lib/order_texts.js).
const KIND = "order_cancelled"
migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    if (!kind.values.includes(KIND)) kind.values = [...kind.values, KIND]
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
