/// <reference path="../pb_data/types.d.ts" />
// Accounts: a new self-registered account gets the e-mail verification link at once (the portal keeps offering
// "Resend" until it is confirmed); e-mail preferences hold only the known kinds as true/false.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/email_prefs.js`).checkPrefs(e.record)
  e.next() // saves the account and answers the request
  if (e.record.verified()) return
  try {
    $mails.sendRecordVerification(e.app, e.record) // queued in mail_outbox by account_mails.pb.js
  } catch (err) {
    e.app
      .logger()
      .error("accounts: queueing the verification e-mail failed", "user", e.record.id, "error", String(err))
  }
}, "users")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/email_prefs.js`).checkPrefs(e.record)
  e.next()
}, "users")
