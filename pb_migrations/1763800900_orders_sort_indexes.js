/// <reference path="../pb_data/types.d.ts" />
// Indexes for the admin orders table's other sort columns (created and status already have theirs),
// so sorting 100 000 orders by title, company or last update reads an index instead of sorting them all.
const added = [
  "CREATE INDEX idx_orders_updated ON orders (updated)",
  "CREATE INDEX idx_orders_title ON orders (title)",
  "CREATE INDEX idx_orders_company_name ON orders (company_name)",
]

migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    orders.indexes = [...orders.indexes, ...added]
    app.save(orders)
  },
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    orders.indexes = orders.indexes.filter((i) => !added.includes(i))
    app.save(orders)
  },
)
