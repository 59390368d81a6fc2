/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the e-mail about a sign-in from a new device or place.

const texts = require(`${__hooks}/lib/order_texts.js`)
const { accountMail } = require(`${__hooks}/lib/mail/account.js`)

/**
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} user
 * @param {string} info the device, as PocketBase describes it ("" when unknown)
 */
function authAlertMail(brand, user, info) {
  return accountMail(brand, user, {
    kind: "auth_alert",
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

module.exports = { authAlertMail }
