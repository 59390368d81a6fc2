/// <reference path="../pb_data/types.d.ts" />
// GET /api/launchdesk/orders/{id}/access: tells a signed-in user why an order it cannot read is not
// shown: {"access":"missing"} when no such order exists, "denied" when it belongs to another client,
// "granted" otherwise. The order API hides both cases behind one 404; the portal needs the difference
// for its two messages ("Order not found" / "You do not have permission to view this order."). It
// answers 200 every time so that browsers log no failed request. Nothing of the order is revealed,
// and ids are 15 random characters, so this is no useful oracle.
routerAdd(
  "GET",
  "/api/launchdesk/orders/{id}/access",
  (e) => require(`${__hooks}/lib/portal_access.js`).accessRoute(e),
  $apis.requireAuth("users"),
)
