/// <reference path="../pb_data/types.d.ts" />
// Notifications: new ones are unread; a related order must belong to the notified user.

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
  e.next()
}, "notifications")
