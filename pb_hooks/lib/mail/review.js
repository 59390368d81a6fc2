/// <reference path="../../../pb_data/types.d.ts" />
// The e-mail of a preview review notice (lib/review_notices.js decides who gets it): the notice's title is the
// subject and heading, its sentences the lines. Every value is escaped by the one layout.

const texts = require(`${__hooks}/lib/order_texts.js`)
const { greeting, footer, footers, mailContent } = require(`${__hooks}/lib/mail/content.js`)
const { orderURL, homeLink } = require(`${__hooks}/lib/mail/order_mail.js`)
const { choiceLink } = require(`${__hooks}/lib/email_prefs.js`)

/**
 * reviewMail is the e-mail of notice ({ to, title, lines }) about order for user.
 * @param {import("./content.js").Brand} brand
 * @param {{ to: string, title: string, lines: string[], button?: string }} notice
 * @param {core.Record} order
 * @param {core.Record} user
 */
function reviewMail(brand, notice, order, user) {
  const studio = notice.to === "studio"
  const side = studio ? "studio" : "client"
  const link = choiceLink(brand, user, "review") || homeLink(brand, side)
  return mailContent(brand, {
    kind: "review",
    subject: texts.truncate(notice.title, 200),
    preheader: texts.truncate(notice.lines[0] || notice.title, 140),
    heading: texts.truncate(notice.title, 200),
    greeting: greeting(user.getString("name")),
    lines: notice.lines,
    details: [{ label: "Order", value: order.getString("title") }],
    buttonLabel: studio ? "Open the order" : notice.button || "Review your store",
    buttonURL: orderURL(brand, order, side),
    linkLabel: link.linkLabel,
    linkURL: link.linkURL,
    footer: studio ? footer("you run " + brand.name) : footers.ordered(brand),
  })
}

module.exports = { reviewMail }
