/// <reference path="../../pb_data/types.d.ts" />
// Why an order a signed-in user cannot read is not shown (portal_access.pb.js): "missing" when no such order exists,
// "denied" when the orders rule keeps it from the user (another client's), "card" when the reader's brand role sees
// only the order's card (billing: docs/teams.md), "granted" otherwise (lib/access.js). Nothing of the order is
// revealed.

const { canRead, may } = require(`${__hooks}/lib/access.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)

/**
 * accessRoute answers 200 { access: "missing" | "denied" | "card" | "granted" } for the route's order.
 * @param {core.RequestEvent} e
 */
function accessRoute(e) {
  const order = findOrNull(e.app, "orders", e.request.pathValue("id"))
  if (!order) return e.json(200, { access: "missing" })
  if (canRead(e.app, e.auth, order)) return e.json(200, { access: "granted" })
  return e.json(200, { access: e.auth && may(e.app, e.auth.id, order, "see") ? "card" : "denied" })
}

module.exports = { accessRoute }
