/// <reference path="../../pb_data/types.d.ts" />
// The content of each order e-mail: plain-text values only (the templates escape them). A content object is
// { kind, subject, brand, preheader, heading, greeting, lines[], details[{label, value}], orders[{title, company,
// url}], buttonLabel, buttonURL, linkLabel, linkURL, footer }; lib/mail_render.js lays it out.

const texts = require(`${__hooks}/lib/order_texts.js`)

/** brandOf reads the brand name and the public base URL (no trailing slash) from the app settings. */
function brandOf(app) {
  const meta = app.settings().meta
  return { name: meta.appName || meta.senderName, appURL: String(meta.appURL).replace(/\/+$/, "") }
}

/** statusChangeMail is the client's e-mail for an order whose status became status, saying lines (lib/move_texts.js). */
function statusChangeMail(brand, order, clientName, status, lines) {
  const title = order.getString("title")
  const said = lines && lines.length > 0 ? lines : [texts.statusSentence(status)]
  const name = texts.headerSafe(clientName)
  return {
    kind: "status_change",
    subject: texts.statusChangeSubject(title),
    brand: brand.name,
    preheader: said[0],
    heading: "Order update",
    greeting: name ? "Hello " + name + "," : "Hello,",
    lines: said,
    details: [
      { label: "Order", value: title },
      { label: "Status", value: texts.statusName(status) },
    ],
    orders: [],
    buttonLabel: "View your order",
    buttonURL: brand.appURL + "/portal/orders/" + order.id,
    linkLabel: "Open your client portal",
    linkURL: brand.appURL + "/portal",
    footer: texts.sentence("You receive this e-mail because you placed an order with " + brand.name),
  }
}

/** newOrderMail is the alert an admin gets for one new order. */
function newOrderMail(brand, order, client) {
  const title = order.getString("title")
  const company = order.getString("company_name")
  const clientName = client.getString("name")
  const message = texts.newOrderNotification(title, company, clientName).message
  const details = [
    { label: "Order", value: title },
    { label: "Company", value: company },
    { label: "Client", value: clientName },
    { label: "E-mail", value: client.email() },
  ]
  const description = order.getString("description").trim()
  if (description) details.push({ label: "Description", value: texts.truncate(description, 600) })
  return {
    kind: "new_order",
    subject: texts.newOrderSubject(title, company),
    brand: brand.name,
    preheader: message,
    heading: "New order",
    greeting: "Hello,",
    lines: [message, "It is waiting for your approval."],
    details,
    orders: [],
    buttonLabel: "Review the order",
    buttonURL: brand.appURL + "/admin/orders/" + order.id,
    linkLabel: "Open the admin area",
    linkURL: brand.appURL + "/admin",
    footer: texts.sentence("You receive this e-mail because you are an admin of " + brand.name),
  }
}

/** groupedOrdersMail lists the orders a client made after the last alert an admin got about it, oldest first. */
function groupedOrdersMail(brand, orders, client) {
  const clientName = client.getString("name")
  const line = texts.groupedOrdersLine(orders.length, clientName)
  return {
    kind: "new_orders",
    subject: texts.groupedOrdersSubject(orders.length, clientName),
    brand: brand.name,
    preheader: line,
    heading: "New orders",
    greeting: "Hello,",
    lines: [line, texts.groupedOrdersWaiting(orders.length)],
    details: [
      { label: "Client", value: clientName },
      { label: "E-mail", value: client.email() },
    ],
    orders: orders.map((o) => ({
      title: o.getString("title"),
      company: o.getString("company_name"),
      url: brand.appURL + "/admin/orders/" + o.id,
    })),
    buttonLabel: "Review the orders",
    buttonURL: brand.appURL + "/admin/orders?client=" + encodeURIComponent(client.id),
    linkLabel: "Open the admin area",
    linkURL: brand.appURL + "/admin",
    footer: texts.sentence("You receive this e-mail because you are an admin of " + brand.name),
  }
}

module.exports = { brandOf, statusChangeMail, newOrderMail, groupedOrdersMail }
