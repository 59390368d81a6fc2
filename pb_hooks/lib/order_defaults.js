/// <reference path="../../pb_data/types.d.ts" />

/** The flat package every order starts from; the provider may change it per order. */
const ORDER_DEFAULTS = {
  status: "pending_approval",
  budget: 200,
  timeline: "2 days",
  priority: "normal",
  service_type: "Online store build",
}

/** applyOrderDefaults fills each empty field of a new order record with its default. */
function applyOrderDefaults(record) {
  for (const key of Object.keys(ORDER_DEFAULTS)) {
    const current = record.get(key)
    if (current === "" || current === null || current === undefined || current === 0) {
      record.set(key, ORDER_DEFAULTS[key])
    }
  }
}

module.exports = { ORDER_DEFAULTS, applyOrderDefaults }
