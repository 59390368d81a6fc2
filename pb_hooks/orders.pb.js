/// <reference path="../pb_data/types.d.ts" />
// Orders: every new order starts pending approval, with the package's defaults.

onRecordCreate((e) => {
  const defaults = require(`${__hooks}/lib/order_defaults.js`)
  defaults.applyOrderDefaults(e.record)
  e.next()
}, "orders")
