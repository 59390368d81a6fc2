/// <reference path="../pb_data/types.d.ts" />
// The preview review (lib/review_*.js, docs/decisions.md §21): the studio posts the preview and asks for a review,
// the order's client approves it or requests changes, the studio ticks the changes, asks again, or approves the
// launch itself with a reason. Each route answers { review, items } (the order's review and its requested changes).

// POST /api/launchdesk/orders/{id}/review/ask {url, password}: the studio asks the client for a review.
// Each route takes a users account or a superuser, who is the studio (lib/studio.js); the handler decides who may act.
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/review/ask",
  (e) => require(`${__hooks}/lib/review_hooks.js`).studioAction(e, "ask"),
  $apis.requireAuth("users", "_superusers"),
)

// POST /api/launchdesk/orders/{id}/review/answer {decision: approve|changes, items, round}: the order's client answers
// the round it saw (a round asked since is refused).
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/review/answer",
  (e) => require(`${__hooks}/lib/review_hooks.js`).clientAnswer(e),
  $apis.requireAuth("users", "_superusers"),
)

// POST /api/launchdesk/orders/{id}/review/items/{item} {done}: the studio ticks a requested change (or unticks it).
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/review/items/{item}",
  (e) => require(`${__hooks}/lib/review_hooks.js`).studioAction(e, "tick"),
  $apis.requireAuth("users", "_superusers"),
)

// POST /api/launchdesk/orders/{id}/review/override {reason}: the studio approves the launch, with a reason.
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/review/override",
  (e) => require(`${__hooks}/lib/review_hooks.js`).studioAction(e, "override"),
  $apis.requireAuth("users", "_superusers"),
)

// Reviews change only through the routes above, even for a superuser (the record API, its batch and the dashboard
// are refused): an approval is the client's answer or the studio's override with its reason, never a record edit,
// so the launch gate (lib/launch_gate.js) cannot be passed by writing a review.
onRecordCreateRequest(
  () => {
    throw new ForbiddenError("Reviews change only through the order's review: ask, answer or override.")
  },
  "reviews",
  "review_items",
)

onRecordUpdateRequest(
  () => {
    throw new ForbiddenError("Reviews change only through the order's review: ask, answer or override.")
  },
  "reviews",
  "review_items",
)
