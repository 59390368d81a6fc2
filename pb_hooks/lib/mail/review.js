/// <reference path="../../../pb_data/types.d.ts" />
// The e-mail of a preview review notice (lib/review_notices.js decides who gets it): the notice's title is the
// subject and heading, its sentences the lines. Every value is escaped by the one layout.

const texts = require(`${__hooks}/lib/order_texts.js`)
const { greeting, footer, mailContent } = require(`${__hooks}/lib/mail/content.js`)

/**
 * reviewMail is the e-mail of notice ({ to, title, lines }) about order for the user named name.
 * @param {import("./content.js").Brand} brand
 * @param {{ to: string, title: string, lines: string[], button?: string }} notice
 * @param {core.Record} order
 * @param {string} name
 */
function reviewMail(brand, notice, order, name) {
  const studio = notice.to === "studio"
  const path = (studio ? "/admin/orders/" : "/portal/orders/") + order.id
  return mailContent(brand, {
    kind: "review",
    subject: texts.truncate(notice.title, 200),
    preheader: texts.truncate(notice.lines[0] || notice.title, 140),
    heading: texts.truncate(notice.title, 200),
    greeting: greeting(name),
    lines: notice.lines,
    details: [{ label: "Order", value: order.getString("title") }],
    buttonLabel: studio ? "Open the order" : notice.button || "Review your store",
    buttonURL: brand.appURL + path,
    linkLabel: "Choose which e-mails you get",
    linkURL: brand.appURL + (studio ? "/admin/account" : "/portal/account"),
    footer: footer(studio ? "you run " + brand.name : "you placed an order with " + brand.name),
  })
}

module.exports = { reviewMail }
