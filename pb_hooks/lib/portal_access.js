/// <reference path="../../pb_data/types.d.ts" />
// Why an order a signed-in user cannot read is not shown (portal_access.pb.js): "missing" when no such order exists,
// "denied" when the orders rule keeps it from the user (another client's), "granted" otherwise (lib/access.js).
// Nothing of the order is revealed.

const { canRead } = require(`${__hooks}/lib/access.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)

/**
 * accessRoute answers 200 { access: "missing" | "denied" | "granted" } for the route's order.
 * @param {core.RequestEvent} e
 */
function accessRoute(e) {
  const order = findOrNull(e.app, "orders", e.request.pathValue("id"))
  if (!order) return e.json(200, { access: "missing" })
  return e.json(200, { access: canRead(e.app, e.auth, order) ? "granted" : "denied" })
}

module.exports = { accessRoute }
