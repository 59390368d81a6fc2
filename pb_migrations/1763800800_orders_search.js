/// <reference path="../pb_data/types.d.ts" />
// orders_search: an FTS5 trigram index of order titles and company names, so the admin search
// ("title or company contains ...") is an index lookup instead of a LIKE scan of every order.
// Each row has the rowid of its order (fast joins) and the order id (to detect drift: SQLite may
// renumber rowids on VACUUM; the binary checks at start and rebuilds, see orders_search.go).
// SQL triggers keep it in step with every write path (API, hooks, batch, dashboard, raw SQL seeds);
// the update trigger fires only when the title or company changes, not on status changes.
migrate(
  (app) => {
    const db = app.db()
    db.newQuery(
      "CREATE VIRTUAL TABLE orders_search USING fts5(order_id UNINDEXED, title, company_name, tokenize = 'trigram')",
    ).execute()
    db.newQuery(
      "INSERT INTO orders_search (rowid, order_id, title, company_name) SELECT rowid, id, title, company_name FROM orders",
    ).execute()
    db.newQuery(
      `CREATE TRIGGER orders_search_insert AFTER INSERT ON orders BEGIN
         INSERT INTO orders_search (rowid, order_id, title, company_name)
         VALUES (new.rowid, new.id, new.title, new.company_name);
       END`,
    ).execute()
    db.newQuery(
      `CREATE TRIGGER orders_search_update AFTER UPDATE ON orders
       WHEN old.title IS NOT new.title OR old.company_name IS NOT new.company_name OR old.id IS NOT new.id BEGIN
         DELETE FROM orders_search WHERE rowid = old.rowid;
         INSERT INTO orders_search (rowid, order_id, title, company_name)
         VALUES (new.rowid, new.id, new.title, new.company_name);
       END`,
    ).execute()
    db.newQuery(
      `CREATE TRIGGER orders_search_delete AFTER DELETE ON orders BEGIN
         DELETE FROM orders_search WHERE rowid = old.rowid;
       END`,
    ).execute()
  },
  (app) => {
    const db = app.db()
    for (const trigger of ["orders_search_insert", "orders_search_update", "orders_search_delete"]) {
      db.newQuery(`DROP TRIGGER IF EXISTS ${trigger}`).execute()
    }
    db.newQuery("DROP TABLE IF EXISTS orders_search").execute()
  },
)
