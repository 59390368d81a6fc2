/// <reference path="../../pb_data/types.d.ts" />
// The API rules' words for "my membership of the record's brand allows it", built from lib/teams.json (which role
// may do what) so that the migrations, Go (internal/access) and the hooks name one table. A user belongs to one
// brand at most (memberships.user is unique), so the back-relation from the signed-in account joins one row by an
// index, and `?=` compares that row: no multi-match subquery, no scan of the memberships (docs/decisions/0038).

const TEAMS = require(`${__hooks}/lib/teams.json`)

/** MEMBERSHIP is the signed-in account's membership, as a rule reaches it. */
const MEMBERSHIP = "@request.auth.memberships_via_user"

/**
 * mayRole is the rule's condition "the signed-in account's role may do ability" (teams.json can), any brand.
 * @param {string} ability
 */
function mayRole(ability) {
  const roles = TEAMS.can[ability]
  if (!roles) throw new Error(`teams.json has no ability ${ability}`)
  return "(" + roles.map((r) => `${MEMBERSHIP}.role ?= "${r}"`).join(" || ") + ")"
}

/**
 * brandMay is the condition "the signed-in account is a member of the brand at brandPath (a rule's field path, e.g.
 * `brand` or `order.brand`) in a role that may do ability".
 * @param {string} ability
 * @param {string} brandPath
 */
function brandMay(ability, brandPath) {
  return `(${MEMBERSHIP}.brand ?= ${brandPath} && ${mayRole(ability)})`
}

/**
 * inBrand is the condition "the signed-in account is a member of the brand at brandPath, in any role": a teammate's
 * account, the brand itself, its memberships. The role's check keeps an account of no brand from matching a record
 * of no brand.
 * @param {string} brandPath
 */
function inBrand(brandPath) {
  return brandMay("see", brandPath)
}

module.exports = { TEAMS, mayRole, brandMay, inBrand }
