/// <reference path="../../pb_data/types.d.ts" />
// Puts PocketBase's own account e-mails into mail_outbox instead of sending them: the onMailerRecord*Send hooks
// (account_mails.pb.js) call queueAccountMail and do not continue the chain, so PocketBase's mailer never
// runs for them. The Go worker delivers the row like any other e-mail: an SMTP outage delays it, never loses it,
// and admins see its state. A sign-in code row carries expires_at (the code's lifetime): the worker never sends
// it after that.

const { brandOf } = require(`${__hooks}/lib/mail/content.js`)
const { passwordResetMail } = require(`${__hooks}/lib/mail/password_reset.js`)
const { verificationMail } = require(`${__hooks}/lib/mail/verification.js`)
const { emailChangeMail } = require(`${__hooks}/lib/mail/email_change.js`)
const { signInCodeMail } = require(`${__hooks}/lib/mail/sign_in_code.js`)
const { authAlertMail } = require(`${__hooks}/lib/mail/auth_alert.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)

/** contentOf builds the e-mail of kind for event e and returns { content, recipient, expiresAt }. */
function contentOf(e, kind) {
  const brand = brandOf(e.app)
  const user = e.record
  const collection = user.collection()
  const meta = e.meta || {}
  switch (kind) {
    case "password_reset":
      return { content: passwordResetMail(brand, user, meta.token, collection.passwordResetToken.duration) }
    case "verification":
      return { content: verificationMail(brand, user, meta.token, collection.verificationToken.duration) }
    case "email_change":
      return {
        recipient: String(meta.newEmail),
        content: emailChangeMail(
          brand,
          user,
          meta.token,
          String(meta.newEmail),
          collection.emailChangeToken.duration,
        ),
      }
    case "sign_in_code": {
      const seconds = collection.otp.duration
      const expiresAt = new DateTime().add(seconds * 1000 * 1000 * 1000)
      return {
        content: signInCodeMail(brand, user, String(meta.password), seconds, String(meta.otpId)),
        expiresAt,
      }
    }
    case "auth_alert": {
      // the browser's time zone, when the sign-in named one (internal/accounts/sign_in_zone.go)
      const zone = meta.zone
        ? { name: String(meta.zone), offsetMinutes: Number(meta.offsetMinutes) || 0 }
        : null
      return { content: authAlertMail(brand, user, String(meta.info || ""), zone) }
    }
  }
  throw new Error(`Unknown account e-mail kind "${kind}".`)
}

/**
 * queueAccountMail writes the account e-mail of kind for the mailer event e as a queued outbox row. For a
 * sign-in code it also marks the code as sent to the address, as PocketBase does after sending it itself.
 */
function queueAccountMail(e, kind) {
  const built = contentOf(e, kind)
  const recipient = built.recipient || e.record.email()
  const extra = { client: e.record.id }
  if (built.expiresAt) extra.expires_at = built.expiresAt
  outbox.queueMail(e.app, recipient, built.content, extra)
  if (kind === "sign_in_code") markCodeSent(e.app, e.meta.otpId, recipient)
}

/** markCodeSent records where the code went (PocketBase verifies the address on a code sign-in with it). */
function markCodeSent(app, otpId, address) {
  try {
    const otp = app.findOTPById(String(otpId))
    if (otp.sentTo()) return
    otp.setSentTo(address)
    app.save(otp)
  } catch (err) {
    app
      .logger()
      .warn(
        "account e-mails: the sign-in code's address was not recorded",
        "otpId",
        otpId,
        "error",
        String(err),
      )
  }
}

module.exports = { queueAccountMail }
