/// <reference path="../pb_data/types.d.ts" />
// Notifications: new ones are unread; a related order must belong to the notified user. One the studio sends
// (an admin's request) is also e-mailed, in the save's transaction, if the client keeps that e-mail on
// (lib/notification_hooks.js).

onRecordCreate((e) => {
  require(`${__hooks}/lib/notification_hooks.js`).defaultStatus(e.record)
  e.next()
}, "notifications")

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/notification_hooks.js`).checkRequest(e)
  e.next()
}, "notifications")

onRecordCreateExecute((e) => require(`${__hooks}/lib/notification_hooks.js`).saveWithMail(e), "notifications")
