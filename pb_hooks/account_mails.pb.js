/// <reference path="../pb_data/types.d.ts" />
// PocketBase's own e-mails to users (password reset, verification, e-mail change, sign-in code, new sign-in
// alert) go through mail_outbox like every other e-mail (lib/account_outbox.js). Each handler queues the row
// and deliberately does NOT call e.next(): continuing the chain would make PocketBase send the e-mail itself,
// directly over SMTP, and lose it during an outage. A throw makes PocketBase log the failure (and, for a code,
// delete it), as a failed send would.

onMailerRecordPasswordResetSend((e) => {
  require(`${__hooks}/lib/account_outbox.js`).queueAccountMail(e, "password_reset")
}, "users")

onMailerRecordVerificationSend((e) => {
  require(`${__hooks}/lib/account_outbox.js`).queueAccountMail(e, "verification")
}, "users")

onMailerRecordEmailChangeSend((e) => {
  require(`${__hooks}/lib/account_outbox.js`).queueAccountMail(e, "email_change")
}, "users")

onMailerRecordOTPSend((e) => {
  require(`${__hooks}/lib/account_outbox.js`).queueAccountMail(e, "sign_in_code")
}, "users")

onMailerRecordAuthAlertSend((e) => {
  require(`${__hooks}/lib/account_outbox.js`).queueAccountMail(e, "auth_alert")
}, "users")
