/// <reference path="../../pb_data/types.d.ts" />

/**
 * orderDefaults is the flat package every new order starts from (the provider may change it per order): its budget
 * is the price an order costs now, in whole units of its currency (lib/price.json, or PRICE_CENTS over it), and its
 * timeline the promise in days (lib/promise_words.js). A saved order keeps its own: a later price change never alters it.
 */
function orderDefaults() {
  const { PROMISE } = require(`${__hooks}/lib/promise_words.js`)
  const cfg = $app.store().get("launchdesk.config")
  return {
    status: "pending_approval",
    budget: cfg.priceCents / 100,
    timeline: PROMISE.days,
    priority: "normal",
    service_type: "Online store build",
  }
}

/** applyOrderDefaults fills each empty field of a new order record with its default. */
function applyOrderDefaults(record) {
  const defaults = orderDefaults()
  for (const key of Object.keys(defaults)) {
    const current = record.get(key)
    if (current === "" || current === null || current === undefined || current === 0) {
      record.set(key, defaults[key])
    }
  }
}

module.exports = { orderDefaults, applyOrderDefaults }
