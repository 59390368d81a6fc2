/// <reference path="../../pb_data/types.d.ts" />
// The content of PocketBase's own account e-mails (password reset, verification, e-mail change, sign-in code,
// new sign-in alert) in the product's words and layout: the same content object as lib/order_mails.js, laid out
// by lib/mail_render.js with views/mail/<kind>.html. Links go to the app's routes under APP_URL, never to
// PocketBase's dashboard. Edit a sentence here and the next e-mail says it.

const texts = require(`${__hooks}/lib/order_texts.js`)

/** greetingOf is "Hello Ava," for a user with a name, else "Hello,". */
function greetingOf(user) {
  const name = texts.headerSafe(user.getString("name"))
  return name ? "Hello " + name + "," : "Hello,"
}

/** minutesText spells a lifetime in seconds as "30 minutes", "1 hour", "2 days". */
function minutesText(seconds) {
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return minutes === 1 ? "1 minute" : minutes + " minutes"
  const hours = Math.round(minutes / 60)
  if (hours < 48) return hours === 1 ? "1 hour" : hours + " hours"
  return Math.round(hours / 24) + " days"
}

function base(brand, user, kind) {
  return {
    kind,
    brand: brand.name,
    greeting: greetingOf(user),
    details: [],
    orders: [],
    code: "",
    linkLabel: "Open " + brand.name,
    linkURL: brand.appURL + "/auth",
    footer: texts.sentence(
      "You receive this e-mail because an account with this address exists at " + brand.name,
    ),
  }
}

/** passwordResetMail carries the link to /auth/reset/{token}. */
function passwordResetMail(brand, user, token, lifetimeSeconds) {
  const lines = [
    "Someone asked to reset the password of your " +
      brand.name +
      " account. Choose a new password with the button below.",
    "The link works once, within " +
      minutesText(lifetimeSeconds) +
      ". If you did not ask for it, ignore this e-mail: your password stays as it is.",
  ]
  return Object.assign(base(brand, user, "password_reset"), {
    subject: "Reset your " + brand.name + " password",
    preheader: "Choose a new password for your account.",
    heading: "Reset your password",
    lines,
    buttonLabel: "Choose a new password",
    buttonURL: brand.appURL + "/auth/reset/" + encodeURIComponent(token),
  })
}

/** verificationMail carries the link to /auth/verify/{token}. */
function verificationMail(brand, user, token, lifetimeSeconds) {
  return Object.assign(base(brand, user, "verification"), {
    subject: "Confirm your e-mail address for " + brand.name,
    preheader: "One click confirms that this address is yours.",
    heading: "Confirm your e-mail address",
    lines: [
      "Please confirm that this is your e-mail address, so that we can reach you about your orders.",
      "The link works within " +
        minutesText(lifetimeSeconds) +
        ". If you did not create an account, ignore this e-mail.",
    ],
    buttonLabel: "Confirm my address",
    buttonURL: brand.appURL + "/auth/verify/" + encodeURIComponent(token),
  })
}

/** emailChangeMail goes to the new address and carries the link to /auth/email-change/{token}. */
function emailChangeMail(brand, user, token, newEmail, lifetimeSeconds) {
  return Object.assign(base(brand, user, "email_change"), {
    subject: "Confirm your new e-mail address for " + brand.name,
    preheader: "Confirm the new address of your account.",
    heading: "Confirm your new e-mail address",
    lines: [
      "You asked to use this address for your " +
        brand.name +
        " account. Confirm it with the button below; you will be asked for your password.",
      "The link works within " +
        minutesText(lifetimeSeconds) +
        ". Until then your account keeps its current address. If you did not ask for this, ignore this e-mail.",
    ],
    details: [{ label: "New address", value: newEmail }],
    buttonLabel: "Confirm the new address",
    buttonURL: brand.appURL + "/auth/email-change/" + encodeURIComponent(token),
    footer:
      "You receive this e-mail because this address was entered as the new address of an account at " +
      brand.name +
      ".",
  })
}

/**
 * signInCodeMail carries the short code that /auth ("E-mail me a sign-in code") asks for; its button opens
 * the code entry for this address and this code (otpId), so the code can be typed straight in.
 */
function signInCodeMail(brand, user, code, lifetimeSeconds, otpId) {
  return Object.assign(base(brand, user, "sign_in_code"), {
    // not the code itself: admins may read outbox subjects (the body is hidden from them)
    subject: "Your " + brand.name + " sign-in code",
    preheader: "Your sign-in code is " + code + ".",
    heading: "Your sign-in code",
    lines: [
      "Enter this code on the sign-in screen. It works once, within " + minutesText(lifetimeSeconds) + ".",
      "If you did not ask for a code, ignore this e-mail: nobody can sign in without it.",
    ],
    code,
    buttonLabel: "Open the sign-in screen",
    buttonURL:
      brand.appURL +
      "/auth?mode=code&email=" +
      encodeURIComponent(user.email()) +
      "&otp=" +
      encodeURIComponent(otpId),
  })
}

/** authAlertMail tells the user about a sign-in from a new device or place. */
function authAlertMail(brand, user, info) {
  return Object.assign(base(brand, user, "auth_alert"), {
    subject: "New sign-in to your " + brand.name + " account",
    preheader: "Your account was just used from a new device.",
    heading: "New sign-in",
    lines: [
      "Your account was just signed in to from a device or place we had not seen before.",
      "If this was you, there is nothing to do. If not, reset your password now: that also signs out every other device.",
    ],
    details: info ? [{ label: "Device", value: texts.truncate(texts.headerSafe(info), 300) }] : [],
    buttonLabel: "Reset my password",
    buttonURL: brand.appURL + "/auth?mode=forgot",
  })
}

module.exports = {
  passwordResetMail,
  verificationMail,
  emailChangeMail,
  signInCodeMail,
  authAlertMail,
  minutesText,
}
