/// <reference path="../../pb_data/types.d.ts" />
// Who is the studio: the one definition every hook uses, read from lib/studio.json, which Go reads too
// (internal/access): the studio's users role, and that a PocketBase superuser is the studio as well, since it
// passes every API rule (docs/decisions.md §31). docs/contract.md's permissions give the studio's rights (read every
// order, change status, write internal notes, send notifications) to these accounts. A client is any other users
// account.

const STUDIO = require(`${__hooks}/lib/studio.json`)

/** STUDIO_ROLE is the users role of the studio's accounts. */
const STUDIO_ROLE = STUDIO.role

/**
 * isStudio tells whether auth (a request's auth record, or a users record) is the studio: a superuser, or a users
 * account with the studio's role.
 * @param {core.Record | null | undefined} auth
 */
function isStudio(auth) {
  if (!auth) return false
  if (auth.isSuperuser()) return STUDIO.superuserIsStudio === true
  return auth.collection().name === "users" && auth.getString("role") === STUDIO_ROLE
}

/**
 * actorOf is who acts in a request, as the order's history records it: the studio ("admin") or the client, with
 * its users account. A superuser acts as the studio under its own kind and with no account (the history's `who`
 * names users accounts only), as the order's status changes already record it (lib/order_pipeline.js).
 * @param {core.Record} auth
 * @returns {{ kind: "admin" | "client" | "superuser", userId: string }}
 */
function actorOf(auth) {
  if (auth.isSuperuser()) return { kind: "superuser", userId: "" }
  return { kind: isStudio(auth) ? "admin" : "client", userId: auth.id }
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

module.exports = { actorOf, STUDIO_ROLE, isStudio, isStudioUser, studioUsers }
