/// <reference path="../../pb_data/types.d.ts" />
// The client's invitation to write a testimonial (lib/testimonials.js decides when): an in-app notification and an
// e-mail through the outbox, unless the person turned status e-mails off. The studio's ask for a revision and its
// proposed correction (lib/testimonial_corrections.js) are notifications the studio sends: e-mailed through the
// notification e-mail path (lib/notification_mails.js), unless the person turned those e-mails off. Each goes to
// every member of the order's brand who works on it (lib/access.js membersWho), by their own preferences.

const { brandOf, greeting, footers, mailContent } = require(`${__hooks}/lib/mail/content.js`)
const { orderURL, homeLink } = require(`${__hooks}/lib/mail/order_mail.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const prefs = require(`${__hooks}/lib/email_prefs.js`)
const texts = require(`${__hooks}/lib/order_texts.js`)
const { membersWho } = require(`${__hooks}/lib/access.js`)

/** INVITE are the invitation's words for the order titled title. */
const INVITE = (title) => ({
  title: texts.truncate(`How did your launch go? ${title}`, 200),
  lines: [
    "Your store is live. Would you rate our work from 1 to 5 and say a few words about it?",
    "You choose whether your words appear on our site and your store in our portfolio, and you can change your mind at any time.",
  ],
})

/** invite tells the brand's working members about order's testimonial, in-app and by e-mail. */
function invite(tx, order) {
  for (const member of membersWho(tx, order, "work")) inviteOne(tx, order, member)
}

/** inviteOne tells client (one member) about order's testimonial, in-app and by e-mail. */
function inviteOne(tx, order, client) {
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
  const link = prefs.choiceLink(brand, client, "testimonial") || homeLink(brand, "client")
  const content = mailContent(brand, {
    kind: "testimonial",
    subject: words.title,
    preheader: words.lines[0],
    heading: "How did your launch go?",
    greeting: greeting(client.getString("name")),
    lines: words.lines,
    details: [{ label: "Order", value: order.getString("title") }],
    buttonLabel: "Rate your launch",
    buttonURL: orderURL(brand, order, "client"),
    linkLabel: link.linkLabel,
    linkURL: link.linkURL,
    footer: footers.ordered(brand),
  })
  outbox.queueMail(tx, client.email(), content, { order: order.id })
}

/** ASK are the words of the studio's ask for a revision of the testimonial of the order titled title. */
const ASK = (title, note) => ({
  title: texts.truncate(`Please revise your testimonial: ${title}`, 200),
  lines: [
    "The studio asks you to revise your testimonial before it appears on our site:",
    note,
    "Your words stay off our site until you send them again and the studio reads them. Open your order to revise them.",
  ],
})

/** PROPOSE are the words of the studio's proposed correction of the testimonial of the order titled title. */
const PROPOSE = (title, words) => ({
  title: texts.truncate(`A correction to your testimonial: ${title}`, 200),
  lines: [
    "The studio proposes these words for your testimonial:",
    words,
    "Nothing changes on our site unless you accept them. Open your order to accept or decline the correction.",
  ],
})

/**
 * tell makes each working member of the brand of row's order a notification from the studio about it;
 * notifications.pb.js e-mails each by their own preferences.
 */
function tell(tx, row, words) {
  const order = tx.findRecordById("orders", row.getString("order"))
  for (const member of membersWho(tx, order, "work")) {
    const notification = new Record(tx.findCachedCollectionByNameOrId("notifications"))
    notification.set("user", member.id)
    notification.set("title", words.title)
    notification.set("message", texts.truncate(words.lines.join("\n"), 2000))
    notification.set("status", "unread")
    notification.set("related_order", order.id)
    notification.set(require(`${__hooks}/lib/notification_mails.js`).SENT_BY_STUDIO, "1")
    tx.save(notification)
  }
}

/** askRevision tells the brand of row's order that the studio asks it to revise its testimonial, with the studio's note. */
function askRevision(tx, row, note) {
  tell(tx, row, ASK(tx.findRecordById("orders", row.getString("order")).getString("title"), note))
}

/** proposeWords tells the brand of row's order that the studio proposes words for its testimonial. */
function proposeWords(tx, row, words) {
  tell(tx, row, PROPOSE(tx.findRecordById("orders", row.getString("order")).getString("title"), words))
}

module.exports = { INVITE, ASK, PROPOSE, invite, askRevision, proposeWords }
