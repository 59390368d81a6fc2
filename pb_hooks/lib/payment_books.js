/// <reference path="../../pb_data/types.d.ts" />
// Receipt numbers without gaps: the counters row "receipts" (pb_migrations/1795364100_payment_books.js) holds the
// last number given; the next one is taken with the caller's transaction, so a rolled back payment gives it back.

/** nextReceipt increments the receipts counter in tx and answers the new number. */
function nextReceipt(tx) {
  tx.db().newQuery("UPDATE counters SET value = value + 1 WHERE name = 'receipts'").execute()
  const row = new DynamicModel({ value: 0 })
  tx.db().newQuery("SELECT value FROM counters WHERE name = 'receipts'").one(row)
  return row.value
}

/**
 * giveBack returns receipt number no to the counter when it is still the last one given (an undone "Mark paid"), so
 * the numbers keep no gap; a later number stays taken.
 */
function giveBack(tx, no) {
  tx.db()
    .newQuery("UPDATE counters SET value = value - 1 WHERE name = 'receipts' AND value = {:no}")
    .bind({ no })
    .execute()
}

module.exports = { nextReceipt, giveBack }
