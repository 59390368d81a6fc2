/// <reference path="../pb_data/types.d.ts" />
// orders_search becomes a word-prefix index (issue 25): unicode61 words (case and diacritics folded) with prefix
// indexes of 1 to 3 characters, instead of trigrams. A search is then one lookup per typed word ("velvet thr" is
// the words starting with "velvet" and with "thr"), a few milliseconds at 100 000 orders, where trigrams
// intersected a list per three letters and a broad search under load took seconds. What users type, the start of
// a brand's or a title's words, still matches; a fragment from inside a word ("telier") no longer does. Same
// table name, columns and triggers as 1763800800_orders_search.js, so every write path and the start-up check
// (internal/adminapi/search_check.go) work unchanged.
const TRIGGERS = ["orders_search_insert", "orders_search_update", "orders_search_delete"]

function rebuild(app, tokenize) {
  const db = app.db()
  for (const trigger of TRIGGERS) db.newQuery(`DROP TRIGGER IF EXISTS ${trigger}`).execute()
  db.newQuery("DROP TABLE IF EXISTS orders_search").execute()
  db.newQuery(
    `CREATE VIRTUAL TABLE orders_search USING fts5(order_id UNINDEXED, title, company_name, ${tokenize})`,
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
}

migrate(
  (app) => rebuild(app, "tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'"),
  (app) => rebuild(app, "tokenize = 'trigram'"),
)
