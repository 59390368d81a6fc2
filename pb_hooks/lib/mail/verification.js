/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the e-mail that confirms an account's address: the link to /auth/verify/{token}.

const { linkLifetime, addressMail } = require(`${__hooks}/lib/mail/account.js`)

/**
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} user
 * @param {string} token
 * @param {number} lifetimeSeconds
 */
function verificationMail(brand, user, token, lifetimeSeconds) {
  return addressMail(brand, user, {
    kind: "verification",
    heading: "Confirm your e-mail address",
    preheader: "One click confirms that this address is yours.",
    lines: [
      "Please confirm that this is your e-mail address, so that we can reach you about your orders.",
      linkLifetime(lifetimeSeconds) + " If you did not create an account, ignore this e-mail.",
    ],
    buttonLabel: "Confirm my address",
    path: "/auth/verify/",
    token,
  })
}

module.exports = { verificationMail }
