/// <reference path="../../pb_data/types.d.ts" />
// The client's invitation to write a testimonial (lib/testimonials.js decides when): an in-app notification and an
// e-mail through the outbox, unless the client turned status e-mails off.

const { brandOf, greeting, footer, mailContent } = require(`${__hooks}/lib/mail/content.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const prefs = require(`${__hooks}/lib/email_prefs.js`)
const texts = require(`${__hooks}/lib/order_texts.js`)

/** INVITE are the invitation's words for the order titled title. */
const INVITE = (title) => ({
  title: texts.truncate(`How did your launch go? ${title}`, 200),
  lines: [
    "Your store is live. Would you rate our work from 1 to 5 and say a few words about it?",
    "You choose whether your words appear on our site and your store in our portfolio, and you can change your mind at any time.",
  ],
})

/** invite tells client about order's testimonial, in-app and by e-mail. */
function invite(tx, order, client) {
  const words = INVITE(order.getString("title"))
  const row = new Record(tx.findCachedCollectionByNameOrId("notifications"))
  row.set("user", client.id)
  row.set("title", words.title)
  row.set("message", words.lines.join("\n"))
  row.set("status", "unread")
  row.set("related_order", order.id)
  tx.save(row)
  if (!prefs.wantsEmail(client, "status")) return
  const brand = brandOf(tx)
  const link = prefs.choiceLink(brand, client, "testimonial") || {
    linkLabel: "Open your client portal",
    linkURL: brand.appURL + "/portal",
  }
  const content = mailContent(brand, {
    kind: "testimonial",
    subject: words.title,
    preheader: words.lines[0],
    heading: "How did your launch go?",
    greeting: greeting(client.getString("name")),
    lines: words.lines,
    details: [{ label: "Order", value: order.getString("title") }],
    buttonLabel: "Rate your launch",
    buttonURL: brand.appURL + "/portal/orders/" + order.id,
    linkLabel: link.linkLabel,
    linkURL: link.linkURL,
    footer: footer("you placed an order with " + brand.name),
  })
  outbox.queueMail(tx, client.email(), content, { order: order.id })
}

module.exports = { INVITE, invite }
