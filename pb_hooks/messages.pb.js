/// <reference path="../pb_data/types.d.ts" />
// Messages on orders. The request hooks apply the writing rules (lib/message_rules.js) before the API rules and the
// save, except the per-minute limit, which is counted inside the create's transaction; every new message, whatever the path, queues or refreshes in its own transaction the delayed e-mail of its
// recipients (lib/message_mails.js) and moves its author's read position past it.

onRecordCreateRequest((e) => require(`${__hooks}/lib/message_hooks.js`).createRequest(e), "messages")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/message_rules.js`).checkEdit(e)
  e.next()
}, "messages")

onRecordCreateExecute((e) => require(`${__hooks}/lib/message_hooks.js`).saveNew(e), "messages")

// POST /api/launchdesk/orders/{id}/messages/read: the signed-in user has read the order's conversation up to now.
// Answers { previous, current } (the positions before and after; previous is "" the first time), and cancels the
// user's pending e-mail about it. 404 for an order the user may not read.
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/messages/read",
  (e) => require(`${__hooks}/lib/message_hooks.js`).markReadRoute(e),
  $apis.requireAuth("users"),
)

// GET /api/launchdesk/messages/unread: { total, orders: { orderId: count } }, the signed-in user's unread messages.
routerAdd(
  "GET",
  "/api/launchdesk/messages/unread",
  (e) => e.json(200, require(`${__hooks}/lib/message_unread.js`).unreadCounts(e.app, e.auth)),
  $apis.requireAuth("users"),
)
