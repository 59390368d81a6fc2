/// <reference path="../../pb_data/types.d.ts" />
// The invitation e-mail (team.pb.js), queued in the transaction that saves the invitation (internal/teams counts
// the brand's seats in it): the link `{APP_URL}/join/{token}`, the role's name and the days it works are
// lib/teams.json's. Words: lib/mail/team.js.

const { brandOf } = require(`${__hooks}/lib/mail/content.js`)
const words = require(`${__hooks}/lib/mail/team.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const { TEAMS } = require(`${__hooks}/lib/team_rules.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)

/**
 * invited queues the invitation inv's e-mail to its address.
 * @param {core.App} tx
 * @param {core.Record} inv
 */
function invited(tx, inv) {
  const brand = brandOf(tx)
  const team = tx.findRecordById("brands", inv.getString("brand"))
  const inviter = findOrNull(tx, "users", inv.getString("invited_by"))
  const content = words.invitationMail(brand, {
    inviter: (inviter && inviter.getString("name")) || team.getString("name"),
    brand: team.getString("name"),
    roleName: TEAMS.roleNames[inv.getString("role")],
    joinURL: `${brand.appURL}/join/${inv.getString("token")}`,
    days: TEAMS.invitationDays,
  })
  outbox.queueMail(tx, inv.getString("email"), content, {})
}

module.exports = { invited }
