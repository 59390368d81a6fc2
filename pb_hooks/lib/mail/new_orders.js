/// <reference path="../../../pb_data/types.d.ts" />
// Every word of an admin's grouped alert: the orders one client made after the last alert the admin got about it
// (lib/order_alerts.js decides when), oldest first, each with its link.

const texts = require(`${__hooks}/lib/order_texts.js`)
const { footers, mailContent } = require(`${__hooks}/lib/mail/content.js`)
const { orderURL, homeLink } = require(`${__hooks}/lib/mail/order_mail.js`)

/** @param {number} count */
function moreOrders(count) {
  return count === 1 ? "1 more order" : count + " more orders"
}

/**
 * groupedOrdersMail lists orders, made by client, in one alert.
 * @param {import("./content.js").Brand} brand
 * @param {core.Record[]} orders
 * @param {core.Record} client
 */
function groupedOrdersMail(brand, orders, client) {
  const who = texts.clientWords(client.getString("name"))
  const line = who + " submitted " + moreOrders(orders.length) + " since the last alert about this client."
  const home = homeLink(brand, "studio")
  return mailContent(brand, {
    kind: "new_orders",
    subject: "New orders: " + moreOrders(orders.length) + " from " + who,
    preheader: line,
    heading: "New orders",
    lines: [
      line,
      orders.length === 1 ? "It is waiting for your approval." : "They are waiting for your approval.",
    ],
    details: [
      { label: "Client", value: client.getString("name") },
      { label: "E-mail", value: client.email() },
    ],
    orders: orders.map((o) => ({
      title: o.getString("title"),
      company: o.getString("company_name"),
      url: orderURL(brand, o, "studio"),
    })),
    buttonLabel: "Review the orders",
    buttonURL: brand.appURL + "/admin/orders?client=" + encodeURIComponent(client.id),
    linkLabel: home.linkLabel,
    linkURL: home.linkURL,
    footer: footers.admin(brand),
  })
}

module.exports = { groupedOrdersMail }
