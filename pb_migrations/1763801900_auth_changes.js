/// <reference path="../pb_data/types.d.ts" />
// _launchdesk_auth_changes: one counter that every update or delete of an account (users, _superusers) bumps, from
// any process and any write path (API, CLI, dashboard, raw SQL). Before each realtime broadcast the session check
// (internal/sessions) reads it and compares the connected accounts with the database only when it has moved.
// The triggers name no column, so later field changes on these collections never trip over them.
const TABLES = ["users", "_superusers"]
const OPS = ["update", "delete"]
const trigger = (table, op) => `_launchdesk_auth_changes_${table.replace(/^_+/, "")}_${op}`

migrate(
  (app) => {
    const db = app.db()
    db.newQuery(
      "CREATE TABLE _launchdesk_auth_changes (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)",
    ).execute()
    db.newQuery("INSERT INTO _launchdesk_auth_changes (id, version) VALUES (1, 0)").execute()
    for (const table of TABLES) {
      for (const op of OPS) {
        db.newQuery(
          `CREATE TRIGGER ${trigger(table, op)} AFTER ${op.toUpperCase()} ON ${table} BEGIN
             UPDATE _launchdesk_auth_changes SET version = version + 1 WHERE id = 1;
           END`,
        ).execute()
      }
    }
  },
  (app) => {
    const db = app.db()
    for (const table of TABLES) {
      for (const op of OPS) db.newQuery(`DROP TRIGGER IF EXISTS ${trigger(table, op)}`).execute()
    }
    db.newQuery("DROP TABLE IF EXISTS _launchdesk_auth_changes").execute()
  },
)
