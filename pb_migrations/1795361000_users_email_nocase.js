/// <reference path="../pb_data/types.d.ts" />
// One address, one account, whatever the letter case. The users' unique e-mail index becomes COLLATE NOCASE:
// PocketBase then looks addresses up case-insensitively on every path (password and code sign-in, reset,
// verification, e-mail change, FindAuthRecordByEmail in `admin create` and the hooks) and refuses a second
// account that differs only by case.
//
// Accounts that already differ only by case cannot share the index. The oldest keeps the address; every later
// one keeps its data, sessions and password but its address gets a "+duplicate-<id>" tag
// (Mixed.Case+duplicate-abc123@example.test), becomes unverified, and is logged. Most providers deliver a
// +tag to the same inbox, so its owner can still sign in with a code or reset the password; the provider sees
// the tagged address on the users page and can merge by hand (docs/decisions.md, "E-mail letter case").

const USERS = "users"

/** emailIndexOf returns the position of the users' single-column unique e-mail index in indexes (-1: none). */
function emailIndexOf(indexes) {
  return indexes.findIndex((i) => /CREATE UNIQUE INDEX/i.test(i) && /\(\s*`?email`?[^,)]*\)/i.test(i))
}

/** tagged returns address with "+duplicate-<id>" added to its local part. */
function tagged(address, id) {
  const at = address.lastIndexOf("@")
  return address.slice(0, at) + "+duplicate-" + id + address.slice(at)
}

migrate(
  (app) => {
    const rows = arrayOf(new DynamicModel({ id: "", email: "" }))
    app
      .db()
      .newQuery(
        `SELECT id, email FROM users WHERE email != '' AND LOWER(email) IN
           (SELECT LOWER(email) FROM users WHERE email != '' GROUP BY LOWER(email) HAVING COUNT(*) > 1)
         ORDER BY LOWER(email), created, id`,
      )
      .all(rows)
    let keeper = ""
    for (const row of rows) {
      const key = row.email.toLowerCase()
      if (key !== keeper) {
        keeper = key // the oldest of its group keeps the address
        continue
      }
      const address = tagged(row.email, row.id)
      app
        .db()
        .newQuery("UPDATE users SET email = {:email}, verified = FALSE WHERE id = {:id}")
        .bind({ email: address, id: row.id })
        .execute()
      app
        .logger()
        .warn(
          "users: an account differing only by letter case got a tagged address",
          "id",
          row.id,
          "was",
          row.email,
          "now",
          address,
        )
    }

    const users = app.findCollectionByNameOrId(USERS)
    const indexes = [...users.indexes]
    const at = emailIndexOf(indexes)
    const name = at >= 0 ? (indexes[at].match(/INDEX\s+`?([^`\s]+)`?/i) || [])[1] : "idx_users_email"
    const nocase =
      "CREATE UNIQUE INDEX `" + name + "` ON `users` (`email` COLLATE NOCASE) WHERE `email` != ''"
    if (at >= 0) indexes[at] = nocase
    else indexes.push(nocase)
    users.indexes = indexes
    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId(USERS)
    const indexes = [...users.indexes]
    const at = emailIndexOf(indexes)
    if (at >= 0) indexes[at] = indexes[at].replace(/\s+COLLATE\s+NOCASE/i, "")
    users.indexes = indexes
    app.save(users)
  },
)
