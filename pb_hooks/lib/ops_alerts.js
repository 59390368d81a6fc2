/// <reference path="../../pb_data/types.d.ts" />
// Queues an alert about the data's copies to every admin, laid out like every e-mail (lib/mail/ops_alert.js). No
// hook calls it: Go does (internal/replica through internal/hookjs), when replication fails or a backup does, in
// a runtime of its own, so an alert goes out whatever the hooks' runtimes are doing. The Go worker delivers it.

const { brandOf } = require(`${__hooks}/lib/mail/content.js`)
const { opsAlertMail } = require(`${__hooks}/lib/mail/ops_alert.js`)
const outbox = require(`${__hooks}/lib/mail/outbox.js`)
const { studioUsers } = require(`${__hooks}/lib/studio.js`)

/**
 * queueOpsAlert queues alert's e-mail (lib/mail/ops_alert.js OpsAlert) to every admin (the studio's users accounts,
 * lib/studio.js) and answers how many.
 * @param {core.App} app
 * @param {import("./mail/ops_alert.js").OpsAlert} alert
 */
function queueOpsAlert(app, alert) {
  const brand = brandOf(app)
  const admins = studioUsers(app)
  for (const admin of admins) outbox.queueMail(app, admin.email(), opsAlertMail(brand, admin, alert))
  return admins.length
}

module.exports = { queueOpsAlert }
