/// <reference path="../../pb_data/types.d.ts" />
// Who may read a record, for the hooks: its collection's own view rule (the migrations hold the rules), through
// PocketBase's canAccessRecord, as Go's internal/access decides it for the routes (docs/decisions.md §31). Nothing
// here restates a rule; who the studio is, is lib/studio.js.

const { findOrNull } = require(`${__hooks}/lib/records.js`)

/**
 * canRead tells whether auth (a request's auth record, or a users record) may read record by its collection's
 * view rule; a superuser reads everything.
 * @param {core.App} app
 * @param {core.Record | null | undefined} auth
 * @param {core.Record} record
 */
function canRead(app, auth, record) {
  if (!auth) return false
  return app.canAccessRecord(record, new RequestInfo({ auth }), record.collection().viewRule)
}

/**
 * readableOrder finds the order with id as auth may read it (a member of its brand who works on it, or the studio),
 * or null when there is none or it is not auth's to read: a caller answers both alike.
 * @param {core.App} app
 * @param {core.Record | null | undefined} auth
 * @param {string} id
 */
function readableOrder(app, auth, id) {
  const order = id ? findOrNull(app, "orders", id) : null
  return order && canRead(app, auth, order) ? order : null
}

/**
 * may tells whether the users account with id userId may do ability (lib/teams.json can: see, work, pay, team) on
 * order: a member of the order's brand in a role that may. The studio reads every order through the rules but acts
 * for no brand.
 * @param {core.App} app
 * @param {string} userId
 * @param {core.Record} order
 * @param {string} ability
 */
function may(app, userId, order, ability) {
  const { TEAMS } = require(`${__hooks}/lib/team_rules.js`)
  const brand = order.getString("brand")
  const m = brand ? require(`${__hooks}/lib/teams.js`).membershipOf(app, userId) : null
  return !!m && m.getString("brand") === brand && (TEAMS.can[ability] || []).includes(m.getString("role"))
}

/**
 * membersWho lists the users accounts of order's brand whose role may do ability: whom a change concerns (a status:
 * see; a payment: pay), each then told by its own e-mail preferences. An order of no brand (made before teams, never
 * moved) concerns its client alone.
 * @param {core.App} app
 * @param {core.Record} order
 * @param {string} ability
 */
function membersWho(app, order, ability) {
  const brand = order.getString("brand")
  if (!brand) return [findOrNull(app, "users", order.getString("client"))].filter((u) => u !== null)
  return brandMembersWho(app, brand, ability)
}

/**
 * brandMembersWho lists the users accounts of the brand with id brand whose role may do ability (lib/teams.json can),
 * oldest member first.
 * @param {core.App} app
 * @param {string} brand
 * @param {string} ability
 */
function brandMembersWho(app, brand, ability) {
  const { TEAMS } = require(`${__hooks}/lib/team_rules.js`)
  return app
    .findRecordsByFilter("memberships", "brand = {:brand}", "created", 0, 0, { brand })
    .filter((m) => (TEAMS.can[ability] || []).includes(m.getString("role")))
    .map((m) => findOrNull(app, "users", m.getString("user")))
    .filter((u) => u !== null)
}

module.exports = { canRead, readableOrder, may, membersWho, brandMembersWho }
