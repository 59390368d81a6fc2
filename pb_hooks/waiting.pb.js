/// <reference path="../pb_data/types.d.ts" />
// Who an order waits on (lib/waiting.js), kept in the transaction of each change that causes or answers it, on every
// path (REST, batch, the hooks' routes, app.save): the studio's queue (lib/studio_queue.js: a new order, client
// messages until the studio replies, a completed intake, access granted, a collaborator code, a preview answered,
// each until its answer exists) and the client's turns (lib/client_turns.js: a notification and an e-mail when the
// order waits on the client). Go reads the studio's queue (internal/studioqueue); no hook here runs on a read.
// lib/waiting_hooks.js says what follows each collection's save.

onRecordCreateExecute(
  (e) => require(`${__hooks}/lib/waiting_hooks.js`).afterSave(e),
  "order_events",
  "messages",
  "launches",
  "reviews",
)

onRecordUpdateExecute(
  (e) => require(`${__hooks}/lib/waiting_hooks.js`).afterSave(e),
  "launches",
  "reviews",
  "review_items",
)
