/// <reference path="../pb_data/types.d.ts" />
// Orders: every new order starts pending approval, with the package's defaults. Every creation and every real
// status change, whatever the path (REST, batch, dashboard, app.save from Go or JS), writes in the save's own
// transaction the history row, the notifications and the outbox e-mails (lib/order_pipeline.js): the execute hooks
// run inside app.save for every path, and runInTransaction joins an outer transaction such as a batch's, so a
// throw rolls the order back with everything else. The request hooks only note who is acting.

onRecordCreate((e) => {
  const defaults = require(`${__hooks}/lib/order_defaults.js`)
  defaults.applyOrderDefaults(e.record)
  e.next()
}, "orders")

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/order_pipeline.js`).rememberActor(e)
  e.next()
}, "orders")

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/order_pipeline.js`).rememberActor(e)
  require(`${__hooks}/lib/status_moves.js`).rememberReason(e)
  e.next()
}, "orders")

onRecordCreateExecute((e) => require(`${__hooks}/lib/order_saves.js`).saveNewOrder(e), "orders")

// A move back (completed → in progress, anything → pending approval) needs a reason: refused with 400 before the
// write otherwise (lib/status_moves.js, docs/decisions.md §13).
onRecordUpdateExecute((e) => require(`${__hooks}/lib/order_saves.js`).saveOrderUpdate(e), "orders")
