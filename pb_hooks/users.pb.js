/// <reference path="../pb_data/types.d.ts" />
// Users: every account is a client unless made admin by the CLI; admins see client e-mails.

onRecordCreate((e) => {
  if (!e.record.getString("role")) {
    e.record.set("role", "client")
  }
  e.next()
}, "users")

// Rules already limit who can read a user (itself, or an admin); this only lifts
// PocketBase's emailVisibility mask for admins, in lists and in expands alike.
onRecordEnrich((e) => {
  const auth = e.requestInfo && e.requestInfo.auth
  if (auth && auth.collection().name === "users" && auth.getString("role") === "admin") {
    e.record.ignoreEmailVisibility(true)
  }
  e.next()
}, "users")
