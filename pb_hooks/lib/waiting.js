/// <reference path="../../pb_data/types.d.ts" />
// The `waiting` ledger: one row per order, side ("studio" or "client") and kind, written with the caller's
// transaction (tx). Studio rows are the studio's queue (the admin Inbox, read by internal/studioqueue); client rows
// mark the turns the client has been told about (lib/client_turns.js). The unique index (order, side, kind) keeps
// one row per kind even if two writers raced; SQLite's single writer makes the check below see the other's row.
// A studio row with count 0 is one the studio marked done (internal/studioqueue): out of the queue, yet kept, so that
// the start-up derivation does not raise it again; what raises it anew counts from 0, and its answer deletes it.

/** STUDIO_KINDS are what can wait on the studio (what brings and what answers each: lib/studio_queue.js). */
const STUDIO_KINDS = [
  "new_order",
  "messages",
  "intake_complete",
  "access_granted",
  "code_received",
  "preview_answered",
]

/** find returns the order's row of side and kind, or null. */
function find(tx, orderId, side, kind) {
  const rows = tx.findRecordsByFilter(
    "waiting",
    "order = {:order} && side = {:side} && kind = {:kind}",
    "",
    1,
    0,
    { order: orderId, side, kind },
  )
  return rows.length > 0 ? rows[0] : null
}

/** note adds `add` (0 or more) to the order's row of side and kind at now, making the row if there is none. */
function note(tx, orderId, side, kind, add) {
  let row = find(tx, orderId, side, kind)
  if (!row) {
    row = new Record(tx.findCachedCollectionByNameOrId("waiting"))
    row.set("order", orderId)
    row.set("side", side)
    row.set("kind", kind)
    row.set("count", 0)
  }
  row.set("count", row.getInt("count") + add)
  row.set("at", new DateTime())
  tx.save(row)
  return row
}

/** clear deletes the order's row of side and kind; true when there was one. */
function clear(tx, orderId, side, kind) {
  const row = find(tx, orderId, side, kind)
  if (row) tx.delete(row)
  return !!row
}

/**
 * notePreviewAnswered puts "preview answered" in the studio's queue, with the transaction of the client's answer
 * (lib/review_actions.js answer). What the studio does next clears it (lib/studio_queue.js).
 */
function notePreviewAnswered(tx, orderId) {
  note(tx, orderId, "studio", "preview_answered", 1)
}

module.exports = { STUDIO_KINDS, find, note, clear, notePreviewAnswered }
