/// <reference path="../../pb_data/types.d.ts" />
// Why an order a signed-in user cannot read is not shown (portal_access.pb.js): "missing" when no such order exists,
// "denied" when it belongs to another client, "granted" otherwise. Nothing of the order is revealed.

const { isStudio } = require(`${__hooks}/lib/studio.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)

/**
 * accessRoute answers 200 { access: "missing" | "denied" | "granted" } for the route's order.
 * @param {core.RequestEvent} e
 */
function accessRoute(e) {
  const order = findOrNull(e.app, "orders", e.request.pathValue("id"))
  if (!order) return e.json(200, { access: "missing" })
  const mine = order.getString("client") === e.auth.id || isStudio(e.auth)
  return e.json(200, { access: mine ? "granted" : "denied" })
}

module.exports = { accessRoute }
