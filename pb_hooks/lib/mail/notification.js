/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the e-mail copy of a notification the studio sent a client (lib/notification_mails.js decides
// when): the notification's title is the subject and heading, its message the sentences.

const texts = require(`${__hooks}/lib/order_texts.js`)
const { greeting, footer, mailContent } = require(`${__hooks}/lib/mail/content.js`)
const { orderURL, homeLink } = require(`${__hooks}/lib/mail/order_mail.js`)
const { choiceLink } = require(`${__hooks}/lib/email_prefs.js`)

/** OWN_GREETING: a first line that greets already ("Hi Léa,", "Hello!", "Dear Ava"): it is the e-mail's greeting. */
const OWN_GREETING = /^(hi|hello|hey|dear|good (morning|afternoon|evening))\b[^.?\n]{0,60}[,!]?$/i

/**
 * noticeMail is the client's e-mail for notification, about order when it has one.
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} notification
 * @param {core.Record} user
 * @param {core.Record | null} order
 */
function noticeMail(brand, notification, user, order) {
  const title = notification.getString("title")
  const lines = notification
    .getString("message")
    .split(/\n+/)
    .map((l) => l.trim())
    .filter((l) => l !== "")
  // the studio greeted in its message: one greeting, the studio's, rather than ours above it
  const ownGreeting = lines.length > 1 && OWN_GREETING.test(lines[0]) ? lines.shift() : ""
  const link = choiceLink(brand, user, "notification") || homeLink(brand, "client")
  return mailContent(brand, {
    kind: "notification",
    subject: title,
    preheader: texts.truncate(lines[0] || title, 140),
    heading: title,
    greeting: ownGreeting || greeting(user.getString("name")),
    lines,
    details: order ? [{ label: "Order", value: order.getString("title") }] : [],
    buttonLabel: order ? "View your order" : "See your notifications",
    buttonURL: order ? orderURL(brand, order, "client") : brand.appURL + "/portal/notifications",
    linkLabel: link.linkLabel,
    linkURL: link.linkURL,
    footer: footer("you are a client of " + brand.name),
  })
}

module.exports = { noticeMail }
