/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the password reset e-mail: the link to /auth/reset/{token}.

const { linkLifetime, tokenURL, accountMail } = require(`${__hooks}/lib/mail/account.js`)

/**
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} user
 * @param {string} token
 * @param {number} lifetimeSeconds
 */
function passwordResetMail(brand, user, token, lifetimeSeconds) {
  return accountMail(brand, user, {
    kind: "password_reset",
    subject: "Reset your " + brand.name + " password",
    preheader: "Choose a new password for your account.",
    heading: "Reset your password",
    lines: [
      "Someone asked to reset the password of your " +
        brand.name +
        " account. Choose a new password with the button below.",
      linkLifetime(lifetimeSeconds, true) +
        " If you did not ask for it, ignore this e-mail: your password stays as it is.",
    ],
    buttonLabel: "Choose a new password",
    buttonURL: tokenURL(brand, "/auth/reset/", token),
  })
}

module.exports = { passwordResetMail }
