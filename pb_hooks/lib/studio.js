/// <reference path="../../pb_data/types.d.ts" />
// Who is the studio: the one definition every hook uses. docs/contract.md's permissions give the studio's rights (read
// every order, change status, write internal notes, send notifications) to the admins, app users with the role
// "admin"; a PocketBase superuser passes every API rule and is the studio too (internal/visibility's IsStudio says
// the same in Go). A client is any other users account.

/** STUDIO_ROLE is the users role of the studio's accounts. */
const STUDIO_ROLE = "admin"

/**
 * isStudio tells whether auth (a request's auth record, or a users record) is the studio: a superuser, or a users
 * account with the admin role.
 * @param {core.Record | null | undefined} auth
 */
function isStudio(auth) {
  if (!auth) return false
  if (auth.isSuperuser()) return true
  return auth.collection().name === "users" && auth.getString("role") === STUDIO_ROLE
}

/**
 * isStudioUser tells whether the users account with id userId is one of the studio's.
 * @param {core.App} app
 * @param {string} userId
 */
function isStudioUser(app, userId) {
  const records = require(`${__hooks}/lib/records.js`)
  return isStudio(records.findOrNull(app, "users", userId))
}

/**
 * studioUsers lists the studio's users accounts (the admins), who get its notifications and e-mails.
 * @param {core.App} app
 */
function studioUsers(app) {
  return app.findAllRecords("users", $dbx.hashExp({ role: STUDIO_ROLE }))
}

module.exports = { STUDIO_ROLE, isStudio, isStudioUser, studioUsers }
