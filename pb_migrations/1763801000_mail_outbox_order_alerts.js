/// <reference path="../pb_data/types.d.ts" />
// mail_outbox rows for new-order alerts (pb_hooks/lib/order_alerts.js): at most one alert e-mail per client per
// minute per admin, the orders in between listed in one grouped e-mail ("new_orders"). An alert row names its
// client, the orders it lists and alert_at, when it may first go out; a grouped e-mail is longer than one alert.
const index = "CREATE INDEX idx_mail_outbox_alerts ON mail_outbox (client, recipient, alert_at)"

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    const orders = app.findCollectionByNameOrId("orders")
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = [...kind.values, "new_orders"]
    outbox.fields.getByName("html").max = 500000
    outbox.fields.getByName("text").max = 200000
    outbox.fields.add(
      new RelationField({ name: "client", maxSelect: 1, collectionId: users.id, cascadeDelete: false }),
      // at most 1000 ids, well above the hooks' MAX_GROUPED
      new RelationField({ name: "orders", maxSelect: 1000, collectionId: orders.id, cascadeDelete: false }),
      new DateField({ name: "alert_at" }),
    )
    outbox.indexes = [...outbox.indexes, index]
    app.save(outbox)
  },
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    outbox.indexes = outbox.indexes.filter((i) => i !== index)
    for (const name of ["client", "orders", "alert_at"]) outbox.fields.removeByName(name)
    const kind = outbox.fields.getByName("kind")
    kind.values = kind.values.filter((v) => v !== "new_orders")
    outbox.fields.getByName("html").max = 100000
    outbox.fields.getByName("text").max = 20000
    app.save(outbox)
  },
)
