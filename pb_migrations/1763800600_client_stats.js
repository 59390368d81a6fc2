/// <reference path="../pb_data/types.d.ts" />
// client_stats: every client with its order count and last order date, for the admin users page.
// The per-client figures are correlated subqueries on idx_orders_client_created rather than a
// GROUP BY, so SQLite flattens the view into the list query and computes them only for the page
// it returns: one request per page whatever the number of clients (the original made 2N+1).
// Admins only; views are read-only.
migrate(
  (app) => {
    const admins = '@request.auth.role = "admin"'
    const stats = new Collection({
      type: "view",
      name: "client_stats",
      listRule: admins,
      viewRule: admins,
      viewQuery: `SELECT u.id AS id, u.name AS name, u.email AS email, u.role AS role, u.created AS created,
        CAST((SELECT COUNT(*) FROM orders o WHERE o.client = u.id) AS INTEGER) AS order_count,
        CAST((SELECT MAX(o.created) FROM orders o WHERE o.client = u.id) AS TEXT) AS last_order_at
        FROM users u WHERE u.role = 'client'`,
    })
    app.save(stats)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("client_stats"))
  },
)
