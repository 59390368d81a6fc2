/// <reference path="../pb_data/types.d.ts" />
// waiting rows of kind "code_received": the Shopify collaborator code a client gives after sending the order waits on
// the studio's collaborator request (pb_hooks/lib/studio_queue.js).
const KIND = "code_received"
migrate(
  (app) => {
    const waiting = app.findCollectionByNameOrId("waiting")
    const kind = waiting.fields.getByName("kind")
    if (!kind.values.includes(KIND)) kind.values = [...kind.values, KIND]
    app.save(waiting)
  },
  (app) => {
    app.db().newQuery("DELETE FROM waiting WHERE kind = {:kind}").bind({ kind: KIND }).execute()
    const waiting = app.findCollectionByNameOrId("waiting")
    const kind = waiting.fields.getByName("kind")
    kind.values = kind.values.filter((v) => v !== KIND)
    app.save(waiting)
  },
)
