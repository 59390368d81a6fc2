/// <reference path="../pb_data/types.d.ts" />
// Who an order waits on (lib/waiting.js), kept in the transaction of each change that causes or answers it, on every
// path (REST, batch, the hooks' routes, app.save): the studio's queue (lib/studio_queue.js: a new order, unread client
// messages, a completed intake, access granted) and the client's turns (lib/client_turns.js: a notification and an
// e-mail when the order waits on the client). Go reads the studio's queue (internal/studioqueue); no hook here runs
// on a read.

onRecordCreateExecute((e) => {
  const queue = require(`${__hooks}/lib/studio_queue.js`)
  require(`${__hooks}/lib/waiting.js`).afterSave(e, queue.afterEvent)
}, "order_events")

onRecordCreateExecute((e) => {
  const queue = require(`${__hooks}/lib/studio_queue.js`)
  require(`${__hooks}/lib/waiting.js`).afterSave(e, queue.afterMessage)
}, "messages")

onRecordCreateExecute((e) => {
  const queue = require(`${__hooks}/lib/studio_queue.js`)
  require(`${__hooks}/lib/waiting.js`).afterSave(e, queue.afterRead)
}, "message_reads")

onRecordUpdateExecute((e) => {
  const queue = require(`${__hooks}/lib/studio_queue.js`)
  require(`${__hooks}/lib/waiting.js`).afterSave(e, queue.afterRead)
}, "message_reads")

onRecordCreateExecute((e) => {
  const turns = require(`${__hooks}/lib/client_turns.js`)
  require(`${__hooks}/lib/waiting.js`).afterSave(e, turns.sync)
}, "launches")

onRecordUpdateExecute((e) => {
  const turns = require(`${__hooks}/lib/client_turns.js`)
  require(`${__hooks}/lib/waiting.js`).afterSave(e, turns.sync)
}, "launches")
