/// <reference path="../../pb_data/types.d.ts" />
// What each save the `waiting` ledger follows does to it (pb_hooks/waiting.pb.js), by collection.

const queue = require(`${__hooks}/lib/studio_queue.js`)
const turns = require(`${__hooks}/lib/client_turns.js`)
const { inSaveTransaction } = require(`${__hooks}/lib/records.js`)

/** FOLLOW maps a collection to what follows the save of one of its records, with the save's transaction. */
const FOLLOW = {
  order_events: queue.afterEvent,
  messages: queue.afterMessage,
  launches: (tx, launch) => {
    turns.sync(tx, launch)
    queue.afterLaunch(tx, launch)
  },
  reviews: queue.afterReview,
  review_items: queue.afterReviewItem,
}

/** afterSave runs an execute hook's save, then what follows it, in one transaction (joining the caller's). */
function afterSave(e) {
  const follow = FOLLOW[e.record.collection().name]
  inSaveTransaction(e, (tx, save) => {
    save()
    follow(tx, e.record)
  })
}

module.exports = { afterSave }
