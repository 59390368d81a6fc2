/// <reference path="../pb_data/types.d.ts" />
// Messages on orders. The request hooks apply the writing rules (lib/message_rules.js) before the API rules and the
// save, except the per-minute limit, which is counted inside the create's transaction; every new message, whatever the path, queues or refreshes in its own transaction the delayed e-mail of its
// recipients (lib/message_mails.js) and moves its author's read position past it.

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/message_rules.js`).checkNewMessage(e)
  // The portal's product list (intake=products): a CSV that fails the check is refused with its row errors before
  // the message is saved, so the conversation never shows a file the intake did not take. Only on an order the
  // requester may write to (the API rules, checked after this hook, refuse the others as usual).
  if (String((e.requestInfo().body || {}).intake || "") === "products") {
    const intake = require(`${__hooks}/lib/launch_intake.js`)
    if (intake.writableOrder(e.app, e.record.getString("order"), e.auth)) {
      const failed = intake.checkUpload(e.record.getUnsavedFiles("files"))
      if (!failed.ok) return require(`${__hooks}/lib/launch_hooks.js`).productErrors(e, failed)
    }
  }
  e.next()
}, "messages")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/message_rules.js`).checkEdit(e)
  e.next()
}, "messages")

onRecordCreateExecute((e) => {
  const mails = require(`${__hooks}/lib/message_mails.js`)
  const unread = require(`${__hooks}/lib/message_unread.js`)
  const rules = require(`${__hooks}/lib/message_rules.js`)
  const original = e.app
  try {
    original.runInTransaction((tx) => {
      rules.checkRate(tx, e.record) // in the transaction: concurrent sends are counted one after another
      e.app = tx
      e.next()
      const author = e.record.getString("author")
      if (author) unread.markRead(tx, author, e.record.getString("order"))
      mails.scheduleFor(tx, e.record)
    })
  } finally {
    e.app = original
  }
}, "messages")

// POST /api/launchdesk/orders/{id}/messages/read: the signed-in user has read the order's conversation up to now.
// Answers { previous, current } (the positions before and after; previous is "" the first time), and cancels the
// user's pending e-mail about it. 404 for an order the user may not read.
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/messages/read",
  (e) => {
    const rules = require(`${__hooks}/lib/message_rules.js`)
    const unread = require(`${__hooks}/lib/message_unread.js`)
    const mails = require(`${__hooks}/lib/message_mails.js`)
    let order = null
    try {
      order = e.app.findRecordById("orders", e.request.pathValue("id"))
    } catch (_) {
      order = null
    }
    if (!order || (order.getString("client") !== e.auth.id && !rules.isAdmin(e.auth))) {
      throw new NotFoundError("The order was not found.")
    }
    let result = null
    e.app.runInTransaction((tx) => {
      result = unread.markRead(tx, e.auth.id, order.id)
      mails.refreshMail(tx, order, e.auth, false)
    })
    return e.json(200, result)
  },
  $apis.requireAuth("users"),
)

// GET /api/launchdesk/messages/unread: { total, orders: { orderId: count } }, the signed-in user's unread messages.
routerAdd(
  "GET",
  "/api/launchdesk/messages/unread",
  (e) => {
    const unread = require(`${__hooks}/lib/message_unread.js`)
    return e.json(200, unread.unreadCounts(e.app, e.auth))
  },
  $apis.requireAuth("users"),
)
