/// <reference path="../../../pb_data/types.d.ts" />
// What the five account e-mails (password reset, verification, e-mail change, sign-in code, new sign-in alert)
// share: the greeting by the account's name, the link to the sign-in screen and the footer. Links go to the app's
// routes under APP_URL, never to PocketBase's dashboard. Each e-mail's words are in its own file.

const { greeting, footer, mailContent } = require(`${__hooks}/lib/mail/content.js`)

/** lifetimeText spells a lifetime in seconds as "30 minutes", "1 hour", "2 days". @param {number} seconds */
function lifetimeText(seconds) {
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return minutes === 1 ? "1 minute" : minutes + " minutes"
  const hours = Math.round(minutes / 60)
  if (hours < 48) return hours === 1 ? "1 hour" : hours + " hours"
  return Math.round(hours / 24) + " days"
}

/**
 * linkLifetime says how long an e-mailed link works: "The link works within 1 hour." ("works once, within" when
 * once).
 * @param {number} seconds
 * @param {boolean} [once]
 */
function linkLifetime(seconds, once) {
  return "The link works " + (once ? "once, " : "") + "within " + lifetimeText(seconds) + "."
}

/**
 * tokenURL is the app's page at path ("/auth/verify/", ...) for token.
 * @param {import("./content.js").Brand} brand
 * @param {string} path
 * @param {string} token
 */
function tokenURL(brand, path, token) {
  return brand.appURL + path + encodeURIComponent(token)
}

/**
 * accountMail is the content of an account e-mail to user from its kind's fields.
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} user
 * @param {Record<string, any>} fields
 */
function accountMail(brand, user, fields) {
  return mailContent(
    brand,
    Object.assign(
      {
        greeting: greeting(user.getString("name")),
        linkLabel: "Open " + brand.name,
        linkURL: brand.appURL + "/auth",
        footer: footer("an account with this address exists at " + brand.name),
      },
      fields,
    ),
  )
}

/**
 * addressMail is an e-mail that asks the reader to confirm an address by opening path with token: its subject is
 * its heading "for" the studio, its button opens the link.
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} user
 * @param {{ path: string, token: string, heading: string } & Record<string, any>} fields
 */
function addressMail(brand, user, { path, token, ...fields }) {
  return accountMail(brand, user, {
    subject: fields.heading + " for " + brand.name,
    buttonURL: tokenURL(brand, path, token),
    ...fields,
  })
}

module.exports = { lifetimeText, linkLifetime, tokenURL, accountMail, addressMail }
