/// <reference path="../pb_data/types.d.ts" />
// A brand's invitations (internal/teams writes them, a few a day): the e-mail with the join link is queued in the
// transaction that saves the invitation (lib/team_mails.js). No hook here runs on a read.

onRecordCreateExecute((e) => {
  e.app.runInTransaction((tx) => {
    e.app = tx
    e.next()
    require(`${__hooks}/lib/team_mails.js`).invited(tx, e.record)
  })
}, "invitations")
