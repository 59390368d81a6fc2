/// <reference path="../../pb_data/types.d.ts" />
// Brand teams in the hooks (docs/teams.md, docs/decisions/0038-brand-teams.md): a new client account owns a new
// brand of one, made in the account's own transaction; a new order is for its client's brand, read in the order's
// transaction. Which role may do what is asked of lib/access.js (may), never restated here.

const { isStudio } = require(`${__hooks}/lib/studio.js`)
const { findFirstOrNull, inSaveTransaction } = require(`${__hooks}/lib/records.js`)

/**
 * membershipOf is the users account's membership (one at most), or null.
 * @param {core.App} app
 * @param {string} userId
 */
function membershipOf(app, userId) {
  return userId ? findFirstOrNull(app, "memberships", "user = {:user}", { user: userId }) : null
}

/** brandName is what a new account's brand is called until its owner renames it: its name, or its address's name. */
function brandName(user) {
  return user.getString("name").trim() || user.email().split("@")[0]
}

/**
 * saveNewAccount saves a new users account and, for a client, its brand and owner membership in the same
 * transaction: an account never exists without its brand.
 * @param {core.RecordEvent} e
 */
function saveNewAccount(e) {
  inSaveTransaction(e, (tx, save) => {
    save()
    if (isStudio(e.record)) return
    const brand = new Record(tx.findCollectionByNameOrId("brands"))
    brand.set("name", brandName(e.record))
    tx.save(brand)
    const membership = new Record(tx.findCollectionByNameOrId("memberships"))
    membership.load({ brand: brand.id, user: e.record.id, role: "owner" })
    tx.save(membership)
  })
}

/**
 * setOrderBrand makes a new order its client's brand's, read in the order's transaction (tx).
 * @param {core.App} tx
 * @param {core.Record} order
 */
function setOrderBrand(tx, order) {
  const m = membershipOf(tx, order.getString("client"))
  order.set("brand", m ? m.getString("brand") : "")
}

module.exports = { membershipOf, saveNewAccount, setOrderBrand }
