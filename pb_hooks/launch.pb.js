/// <reference path="../pb_data/types.d.ts" />
// The 2-day launch tracker (lib/launch_*.js). Approving an order opens its launch (step Approved, the brand intake
// checklist, the store access path) in the status change's own transaction; completing it by status closes the
// launch. The launch is written only through the routes below, which check who may do what: the studio moves
// steps and records the store access, the client (or the studio) completes intake items. The client never sees
// the collaborator code through the API: internal/visibility hides it in Go (an enrich hook runs per record, so
// it must not be JS: docs/decisions.md §11).

// The status pipeline (orders.pb.js) records each status change in order_events inside the change's transaction;
// right after that row, in the same transaction, an approval opens the launch (or resumes one on hold), a
// completion closes it, a reopening (completed → in progress) undoes the launch and a move back to pending
// approval puts it on hold (docs/decisions.md §13), so the history reads in order (status, then step) and a
// failure rolls everything back.
onRecordCreateExecute((e) => require(`${__hooks}/lib/launch_hooks.js`).afterStatusEvent(e), "order_events")

onRecordAfterUpdateSuccess(
  (e) => require(`${__hooks}/lib/launch_hooks.js`).afterOutboxUpdate(e),
  "mail_outbox",
)

// The launch gate under every write of a launch (lib/launch_gate.js): no launch reaches Launched without the
// client's approval or the studio's reason, whoever writes it (a superuser's REST, batch or dashboard write too).
onRecordCreateExecute((e) => require(`${__hooks}/lib/launch_gate.js`).beforeLaunchSave(e), "launches")
onRecordUpdateExecute((e) => require(`${__hooks}/lib/launch_gate.js`).beforeLaunchSave(e), "launches")

// POST /api/launchdesk/orders/{id}/launch/step {step, from}: the studio moves the order to a launch step (from the
// step its page shows, when it sends from: a launch moved meanwhile is refused).
// Each route takes a users account or a superuser, who is the studio (lib/studio.js); the handler decides who may act.
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/launch/step",
  (e) => require(`${__hooks}/lib/launch_hooks.js`).adminAction(e, "step"),
  $apis.requireAuth("users", "_superusers"),
)

// POST /api/launchdesk/orders/{id}/launch/access {access: request_sent|granted, store_domain}: Shopify access.
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/launch/access",
  (e) => require(`${__hooks}/lib/launch_hooks.js`).adminAction(e, "access"),
  $apis.requireAuth("users", "_superusers"),
)

// POST /api/launchdesk/orders/{id}/collaborator-code {code}: the order's client (or the studio) gives the Shopify
// collaborator code after sending the order, before or after its approval, until the studio sent its request.
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/collaborator-code",
  (e) => require(`${__hooks}/lib/launch_hooks.js`).giveCode(e),
  $apis.requireAuth("users", "_superusers"),
)

// POST /api/launchdesk/orders/{id}/intake/{item}/mark {state: not_needed|open}: the studio's say on an item (not
// needed only while it is to do: an answer the client sent is never overwritten).
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/intake/{item}/mark",
  (e) => require(`${__hooks}/lib/launch_hooks.js`).adminAction(e, "mark"),
  $apis.requireAuth("users", "_superusers"),
)

// POST /api/launchdesk/orders/{id}/intake/{item} {answer} or {message}: completes an intake item. A product CSV
// with problems answers 400 with { message, rows: [{ row, message }], more } and saves nothing.
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/intake/{item}",
  (e) => require(`${__hooks}/lib/launch_hooks.js`).submitIntake(e),
  $apis.requireAuth("users", "_superusers"),
)
