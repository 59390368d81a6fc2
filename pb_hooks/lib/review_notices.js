/// <reference path="../../pb_data/types.d.ts" />
// Tells the other side of a preview review, with the caller's transaction: an in-app notification for each person
// told (the members of the order's brand who work on it, lib/access.js membersWho; or every admin), and an e-mail
// through the outbox when that person keeps status e-mails on (the review is where the order stands, like a status
// change).

const { NOTICES } = require(`${__hooks}/lib/review_texts.js`)
const { brandOf } = require(`${__hooks}/lib/mail/content.js`)
const { reviewMail } = require(`${__hooks}/lib/mail/review.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const prefs = require(`${__hooks}/lib/email_prefs.js`)
const { studioUsers } = require(`${__hooks}/lib/studio.js`)
const { membersWho } = require(`${__hooks}/lib/access.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)
const texts = require(`${__hooks}/lib/order_texts.js`)

/**
 * tell notifies, about order, whoever event (a key of NOTICES) is for; values fill its words, and values.by (a
 * users id) is the member who answered, named to the studio (else the order's client).
 */
function tell(tx, event, order, values) {
  const who =
    (values.by && findOrNull(tx, "users", values.by)) || tx.findRecordById("users", order.getString("client"))
  const notice = NOTICES[event](
    Object.assign({ title: order.getString("title"), client: who.getString("name") || who.email() }, values),
  )
  const people = notice.to === "client" ? membersWho(tx, order, "work") : studioUsers(tx)
  const brand = brandOf(tx)
  for (const user of people) {
    const row = new Record(tx.findCachedCollectionByNameOrId("notifications"))
    row.set("user", user.id)
    row.set("title", texts.truncate(notice.title, 200))
    row.set("message", texts.truncate(notice.lines.join("\n"), 2000))
    row.set("status", "unread")
    if (notice.to === "client") row.set("related_order", order.id)
    tx.save(row)
    if (!prefs.wantsEmail(user, "status")) continue
    outbox.queueMail(tx, user.email(), reviewMail(brand, notice, order, user), {
      order: order.id,
    })
  }
}

module.exports = { tell }
