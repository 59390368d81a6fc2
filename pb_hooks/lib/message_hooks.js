/// <reference path="../../pb_data/types.d.ts" />
// The messages hooks and routes (messages.pb.js): the writing rules (lib/message_rules.js) before the API rules, the
// per-minute limit, the read position and the recipients' delayed e-mail in the create's transaction.

const rules = require(`${__hooks}/lib/message_rules.js`)
const unread = require(`${__hooks}/lib/message_unread.js`)
const { readableOrder } = require(`${__hooks}/lib/access.js`)
const { inSaveTransaction } = require(`${__hooks}/lib/records.js`)

/**
 * failedProductList checks the portal's product list (a create request with intake=products) before the message is
 * saved, so the conversation never shows a file the intake did not take: the failed check, or null. Only on an
 * order the requester may write to (the API rules, checked after this hook, refuse the others as usual).
 * @param {core.RecordRequestEvent} e
 */
function failedProductList(e) {
  if (String((e.requestInfo().body || {}).intake || "") !== "products") return null
  const intake = require(`${__hooks}/lib/launch_intake.js`)
  if (!intake.writableOrder(e.app, e.record.getString("order"), e.auth)) return null
  const failed = intake.checkUpload(e.record.getUnsavedFiles("files"))
  return failed.ok ? null : failed
}

/**
 * createRequest applies the writing rules to a new message, answers 400 for a failed product list, else saves.
 * @param {core.RecordRequestEvent} e
 */
function createRequest(e) {
  rules.checkNewMessage(e)
  const failed = failedProductList(e)
  if (failed) return require(`${__hooks}/lib/launch_hooks.js`).productErrors(e, failed)
  e.next()
}

/**
 * saveNew saves a message within the per-minute limit (counted in the transaction), then moves its author's read
 * position and queues or refreshes its recipients' e-mail, in the same transaction. Its files are stored before the
 * transaction begins and deleted again when it is refused (internal/uploads/store.go, docs/decisions.md §29).
 * @param {core.RecordEvent} e
 */
function saveNew(e) {
  const mails = require(`${__hooks}/lib/message_mails.js`)
  inSaveTransaction(e, (tx, save) => {
    rules.checkRate(tx, e.record) // in the transaction: concurrent sends are counted one after another
    save()
    const author = e.record.getString("author")
    if (author) unread.markRead(tx, author, e.record.getString("order"))
    mails.scheduleFor(tx, e.record)
  })
}

/**
 * markReadRoute answers POST /api/launchdesk/orders/{id}/messages/read: { previous, current } (previous is "" the
 * first time), and cancels the user's pending e-mail about the order. 404 for an order the user may not read.
 * @param {core.RequestEvent} e
 */
function markReadRoute(e) {
  const mails = require(`${__hooks}/lib/message_mails.js`)
  const order = readableOrder(e.app, e.auth, e.request.pathValue("id"))
  if (!order) throw new NotFoundError("The order was not found.")
  let result = null
  e.app.runInTransaction((tx) => {
    result = unread.markRead(tx, e.auth.id, order.id)
    mails.refreshMail(tx, order, e.auth, false)
  })
  return e.json(200, result)
}

module.exports = { createRequest, saveNew, markReadRoute }
