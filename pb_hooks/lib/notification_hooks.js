/// <reference path="../../pb_data/types.d.ts" />
// The notifications hooks (notifications.pb.js): new ones are unread, a related order must be the notified user's,
// and one the studio sends through the API is e-mailed in the save's transaction (lib/notification_mails.js). The
// studio may send it to the client's whole brand (the request's `audience`: "work", the members who work on orders;
// "see", every member): each other member gets their own copy, and e-mail, in the same transaction.

const mails = require(`${__hooks}/lib/notification_mails.js`)
const { findOrNull, inSaveTransaction } = require(`${__hooks}/lib/records.js`)
const { may, brandMembersWho } = require(`${__hooks}/lib/access.js`)

/** AUDIENCE marks, on a studio's notification being created, to whom of the user's brand it also goes. */
const AUDIENCE = "@launchdesk.audience"
/** AUDIENCES are the abilities (lib/teams.json can) a studio's notification may go to the brand's members by. */
const AUDIENCES = ["work", "see"]

/** defaultStatus makes a new notification unread unless its status is set. */
function defaultStatus(record) {
  if (!record.getString("status")) record.set("status", "unread")
}

/**
 * checkRequest refuses (400) a related order that is not of the notified user's brand, and notes a studio's request.
 * @param {core.RecordRequestEvent} e
 */
function checkRequest(e) {
  const orderId = e.record.getString("related_order")
  if (orderId) {
    const order = findOrNull(e.app, "orders", orderId)
    if (!order || !may(e.app, e.record.getString("user"), order, "see")) {
      throw new BadRequestError("The related order must be one of this client's orders.", {
        related_order: new ValidationError("validation_foreign_order", "Choose one of this client's orders."),
      })
    }
  }
  mails.markSentByStudio(e)
  const audience = String(e.requestInfo().body["audience"] || "")
  if (!audience) return
  if (!AUDIENCES.includes(audience) || String(e.record.getRaw(mails.SENT_BY_STUDIO) ?? "") !== "1") {
    throw new BadRequestError("Send it to this client, their brand's working members or their whole brand.", {
      audience: new ValidationError("validation_audience", "Choose who in the brand gets it."),
    })
  }
  e.record.set(AUDIENCE, audience)
}

/** copyToBrand gives each other member of the brand of notification's user, whom audience concerns, a copy. */
function copyToBrand(tx, notification, audience) {
  const user = notification.getString("user")
  const m = require(`${__hooks}/lib/teams.js`).membershipOf(tx, user)
  if (!m) return
  for (const member of brandMembersWho(tx, m.getString("brand"), audience)) {
    if (member.id === user) continue
    const copy = new Record(notification.collection())
    for (const field of ["title", "message", "status", "related_order"])
      copy.set(field, notification.get(field))
    copy.set("user", member.id)
    copy.set(mails.SENT_BY_STUDIO, "1")
    tx.save(copy) // its own save e-mails it by the member's preferences (saveWithMail)
  }
}

/**
 * saveWithMail saves a notification and, in the same transaction, its e-mail copy when the studio sent it.
 * @param {core.RecordEvent} e
 */
function saveWithMail(e) {
  inSaveTransaction(e, (tx, save) => {
    save()
    mails.queueNoticeMail(tx, e.record)
    const audience = String(e.record.getRaw(AUDIENCE) ?? "")
    if (audience) copyToBrand(tx, e.record, audience)
  })
}

module.exports = { defaultStatus, checkRequest, saveWithMail }
