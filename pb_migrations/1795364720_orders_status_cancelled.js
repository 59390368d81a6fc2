/// <reference path="../pb_data/types.d.ts" />
// The order status `cancelled`: an order the studio closes without building it (issue 40 item 7, docs/decisions.md
// §27). The orders' status select and the history's from/to take the value; the pipeline (pb_hooks/lib/
// order_pipeline.js) and the launch (lib/launch_moves.js) give it its meaning. Down: before this status the studio
// closed such an order as completed, so cancelled orders and history rows go back to that.
const VALUE = "cancelled"
const FIELDS = [
  ["orders", "status"],
  ["order_events", "from"],
  ["order_events", "to"],
]

migrate(
  (app) => {
    for (const [name, field] of FIELDS) {
      const collection = app.findCollectionByNameOrId(name)
      const select = collection.fields.getByName(field)
      if (!select.values.includes(VALUE)) select.values = [...select.values, VALUE]
      app.save(collection)
    }
  },
  (app) => {
    for (const [name, field] of FIELDS) {
      app
        .db()
        .newQuery(`UPDATE ${name} SET [[${field}]] = 'completed' WHERE [[${field}]] = {:value}`)
        .bind({ value: VALUE })
        .execute()
      const collection = app.findCollectionByNameOrId(name)
      const select = collection.fields.getByName(field)
      select.values = select.values.filter((v) => v !== VALUE)
      app.save(collection)
    }
  },
)
