/// <reference path="../../pb_data/types.d.ts" />
// The notifications hooks (notifications.pb.js): new ones are unread, a related order must be the notified user's,
// and one the studio sends through the API is e-mailed in the save's transaction (lib/notification_mails.js).

const mails = require(`${__hooks}/lib/notification_mails.js`)
const { findOrNull, inSaveTransaction } = require(`${__hooks}/lib/records.js`)
const { may } = require(`${__hooks}/lib/access.js`)

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
}

/**
 * saveWithMail saves a notification and, in the same transaction, its e-mail copy when the studio sent it.
 * @param {core.RecordEvent} e
 */
function saveWithMail(e) {
  inSaveTransaction(e, (tx, save) => {
    save()
    mails.queueNoticeMail(tx, e.record)
  })
}

module.exports = { defaultStatus, checkRequest, saveWithMail }
