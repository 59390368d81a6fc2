/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the e-mail to an account's new address: the link to /auth/email-change/{token}.

const { footer } = require(`${__hooks}/lib/mail/content.js`)
const { linkLifetime, addressMail } = require(`${__hooks}/lib/mail/account.js`)

/**
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} user
 * @param {string} token
 * @param {string} newEmail
 * @param {number} lifetimeSeconds
 */
function emailChangeMail(brand, user, token, newEmail, lifetimeSeconds) {
  return addressMail(brand, user, {
    kind: "email_change",
    heading: "Confirm your new e-mail address",
    preheader: "Confirm the new address of your account.",
    lines: [
      "You asked to use this address for your " +
        brand.name +
        " account. Confirm it with the button below; you will be asked for your password.",
      linkLifetime(lifetimeSeconds) +
        " Until then your account keeps its current address. If you did not ask for this, ignore this e-mail.",
    ],
    details: [{ label: "New address", value: newEmail }],
    buttonLabel: "Confirm the new address",
    path: "/auth/email-change/",
    token,
    footer: footer("this address was entered as the new address of an account at " + brand.name),
  })
}

module.exports = { emailChangeMail }
