/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the sign-in code e-mail: the short code that /auth ("E-mail me a sign-in code") asks for; its
// button opens the code entry for this address and this code (otpId), so the code can be typed straight in.

const { lifetimeText, accountMail } = require(`${__hooks}/lib/mail/account.js`)

/**
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} user
 * @param {string} code
 * @param {number} lifetimeSeconds
 * @param {string} otpId
 */
function signInCodeMail(brand, user, code, lifetimeSeconds, otpId) {
  return accountMail(brand, user, {
    kind: "sign_in_code",
    // not the code itself: admins may read outbox subjects (the body is hidden from them)
    subject: "Your " + brand.name + " sign-in code",
    preheader: "Your sign-in code is " + code + ".",
    heading: "Your sign-in code",
    lines: [
      "Enter this code on the sign-in screen. It works once, within " + lifetimeText(lifetimeSeconds) + ".",
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

module.exports = { signInCodeMail }
