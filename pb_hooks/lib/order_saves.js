/// <reference path="../../pb_data/types.d.ts" />
// The orders execute hooks (orders.pb.js): each save runs in its own transaction (joining an outer one, such as a
// batch's) with what it causes (lib/order_pipeline.js), so a throw rolls the order back with everything else.

const pipeline = require(`${__hooks}/lib/order_pipeline.js`)
const moves = require(`${__hooks}/lib/status_moves.js`)
const { inSaveTransaction } = require(`${__hooks}/lib/records.js`)

/**
 * saveNewOrder saves a new order, for its client's brand, with its first history row, notifications and e-mails.
 * @param {core.RecordEvent} e
 */
function saveNewOrder(e) {
  inSaveTransaction(e, (tx, save) => {
    require(`${__hooks}/lib/teams.js`).setOrderBrand(tx, e.record) // its client's brand, read in its transaction
    save()
    pipeline.recordNewOrder(tx, e.record, pipeline.actorOf(e.record))
  })
}

/**
 * saveOrderUpdate saves an order; a real status change is checked first (a move back needs a reason:
 * lib/status_moves.js, docs/decisions.md §13; a completion needs the launch's approval, or the studio's reason for
 * approving it itself: lib/launch_gate.js, §21) and then recorded with the save.
 * @param {core.RecordEvent} e
 */
function saveOrderUpdate(e) {
  inSaveTransaction(e, (tx, save) => {
    const from = pipeline.storedStatus(tx, e.record)
    const to = e.record.getString("status")
    const reason = moves.reasonOf(e.record)
    const actor = pipeline.actorOf(e.record)
    if (to !== from) moves.checkMove(from, to, reason)
    if (to === "completed" && from !== "completed")
      require(`${__hooks}/lib/launch_gate.js`).beforeCompletion(tx, e.record, actor, reason)
    save()
    if (to !== from) pipeline.recordStatusChange(tx, e.record, from, to, actor, reason)
  })
}

module.exports = { saveNewOrder, saveOrderUpdate }
