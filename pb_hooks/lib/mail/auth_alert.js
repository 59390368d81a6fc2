/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the e-mail about a sign-in from a new device or place: the device and the time said in words
// (lib/sign_in_words.js), never PocketBase's raw line.

const texts = require(`${__hooks}/lib/order_texts.js`)
const { signInWords } = require(`${__hooks}/lib/sign_in_words.js`)
const { accountMail } = require(`${__hooks}/lib/mail/account.js`)

/**
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} user
 * @param {string} info the sign-in, as PocketBase describes it ("" when unknown)
 * @param {{ name: string, offsetMinutes: number } | null} zone the signing-in browser's time zone, when it named one
 */
function authAlertMail(brand, user, info, zone) {
  const words = signInWords(info, zone)
  const safe = (s) => texts.truncate(texts.headerSafe(s), 200)
  const details = []
  const device = words.device.charAt(0).toUpperCase() + words.device.slice(1)
  if (device) details.push({ label: "Device", value: safe(device) })
  if (words.when) details.push({ label: "When", value: safe(words.when) })
  if (words.ip) details.push({ label: "Internet address", value: safe(words.ip) })
  return accountMail(brand, user, {
    kind: "auth_alert",
    subject: "New sign-in to your " + brand.name + " account",
    preheader: words.device
      ? "Your account was just used from " + words.device + "."
      : "Your account was just used from a new device.",
    heading: "New sign-in",
    lines: [
      "Your account was just signed in to from a device or place we had not seen before.",
      "If this was you, there is nothing to do. If not, reset your password now: that also signs out every other device.",
    ],
    details,
    buttonLabel: "Reset my password",
    buttonURL: brand.appURL + "/auth?mode=forgot",
  })
}

module.exports = { authAlertMail }
