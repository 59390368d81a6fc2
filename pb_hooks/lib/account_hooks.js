/// <reference path="../../pb_data/types.d.ts" />
// The users request hooks (accounts.pb.js): e-mail preferences hold only the known kinds as true/false, and a new
// self-registered account gets the e-mail verification link at once (the portal offers "Resend" until confirmed).

const prefs = require(`${__hooks}/lib/email_prefs.js`)

/**
 * createAccount checks the preferences, saves the account, answers, then queues the verification e-mail.
 * @param {core.RecordRequestEvent} e
 */
function createAccount(e) {
  prefs.checkPrefs(e.record)
  e.next() // saves the account and answers the request
  if (e.record.verified()) return
  try {
    $mails.sendRecordVerification(e.app, e.record) // queued in mail_outbox by account_mails.pb.js
  } catch (err) {
    e.app
      .logger()
      .error("accounts: queueing the verification e-mail failed", "user", e.record.id, "error", String(err))
  }
}

/**
 * updateAccount checks the preferences, then saves.
 * @param {core.RecordRequestEvent} e
 */
function updateAccount(e) {
  prefs.checkPrefs(e.record)
  e.next()
}

module.exports = { createAccount, updateAccount }
