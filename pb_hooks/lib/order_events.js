/// <reference path="../../pb_data/types.d.ts" />
// An order's history (order_events): one row per status move or launch step, with who made it and why.

/**
 * saveOrderEvent writes one history row for orderId with the caller's transaction: what moved (a status's
 * `from`/`to` or a launch's `step_from`/`step`), who moved it (`actor.userId`, `actor.kind`) and an optional note.
 * @param {core.App} tx
 * @param {string} orderId
 * @param {{ [field: string]: string }} moved
 * @param {{ userId: string, kind: string }} actor
 * @param {string} [note]
 */
function saveOrderEvent(tx, orderId, moved, actor, note) {
  const event = new Record(tx.findCachedCollectionByNameOrId("order_events"))
  event.set("order", orderId)
  for (const field of Object.keys(moved)) event.set(field, moved[field])
  event.set("note", note || "")
  event.set("who", actor.userId)
  event.set("actor", actor.kind)
  tx.save(event)
}

module.exports = { saveOrderEvent }
