/// <reference path="../pb_data/types.d.ts" />
// Notifications: new ones are unread; a related order must belong to the notified user. One the studio sends
// (an admin's request) is also e-mailed, in the save's transaction, if the client keeps that e-mail on.

onRecordCreate((e) => {
  if (!e.record.getString("status")) {
    e.record.set("status", "unread")
  }
  e.next()
}, "notifications")

onRecordCreateRequest((e) => {
  const orderId = e.record.getString("related_order")
  if (orderId) {
    let order = null
    try {
      order = e.app.findRecordById("orders", orderId)
    } catch (_) {
      order = null
    }
    if (!order || order.getString("client") !== e.record.getString("user")) {
      throw new BadRequestError("The related order must be one of this client's orders.", {
        related_order: new ValidationError("validation_foreign_order", "Choose one of this client's orders."),
      })
    }
  }
  require(`${__hooks}/lib/notification_mails.js`).markSentByStudio(e)
  e.next()
}, "notifications")

onRecordCreateExecute((e) => {
  const noticeMails = require(`${__hooks}/lib/notification_mails.js`)
  const original = e.app
  try {
    original.runInTransaction((tx) => {
      e.app = tx // e.next() writes the notification through the transaction
      e.next()
      noticeMails.queueNoticeMail(tx, e.record)
    })
  } finally {
    e.app = original
  }
}, "notifications")
