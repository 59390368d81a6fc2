/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the alerts an admin gets about the data's copies: database replication failing for too long or not
// started again, a backup that could not be written. Go raises them (internal/replica) and passes the facts only;
// the time is said as the sign-in alert says it (lib/sign_in_words.js).

const texts = require(`${__hooks}/lib/order_texts.js`)
const { timeWords } = require(`${__hooks}/lib/sign_in_words.js`)
const { greeting, footers, mailContent } = require(`${__hooks}/lib/mail/content.js`)
const { homeLink } = require(`${__hooks}/lib/mail/order_mail.js`)

/**
 * An alert's facts, by event:
 * - replication_failing: minutes (how long it may fail before an alert), sinceMs (the last copy, Unix ms), error
 *   (what Litestream last answered, "" when nothing);
 * - replication_stopped: after ("backup" or "failed_restore": what stopped Litestream), error;
 * - backup_failed: name (the backup's file name), error.
 * @typedef {{ event: string, minutes?: number, sinceMs?: number, after?: string, name?: string, error?: string }} OpsAlert
 */

/** What stopped Litestream before it could not start again, in words. */
const STOPPED_BY = { backup: "a backup", failed_restore: "a failed restore" }

/** WORDS gives the subject, heading and sentences of each event. @type {Record<string, (a: OpsAlert) => any>} */
const WORDS = {
  replication_failing: (a) => ({
    subject: "Replication of the database has been failing for " + a.minutes + " minutes",
    heading: "Replication is failing",
    lines: [
      "Litestream has not copied the database to the bucket since " + timeWords(a.sinceMs, null) + ".",
      "A dead server now would lose what was written since then: see docs/operations.md.",
    ],
  }),
  replication_stopped: (a) => ({
    subject: "Replication stopped",
    heading: "Replication stopped",
    lines: [
      "Litestream did not start again after " + (STOPPED_BY[a.after] ?? "a pause") + ".",
      "Nothing written from now on is copied to the bucket until the server restarts: see docs/operations.md.",
    ],
  }),
  backup_failed: (a) => ({
    subject: "The backup " + a.name + " failed",
    heading: "A backup failed",
    lines: ["The backup " + a.name + " could not be written."],
  }),
}

/**
 * opsAlertMail is the e-mail of alert to admin. An event with no words is a bug: it throws.
 * @param {import("./content.js").Brand} brand
 * @param {core.Record} admin
 * @param {OpsAlert} alert
 */
function opsAlertMail(brand, admin, alert) {
  const words = WORDS[alert.event]
  if (!words) throw new Error(`No words for the alert "${alert.event}".`)
  const said = words(alert)
  const error = texts.truncate(String(alert.error ?? "").trim(), 1000)
  const home = homeLink(brand, "studio")
  return mailContent(brand, {
    kind: "ops_alert",
    subject: said.subject,
    preheader: said.lines[0],
    heading: said.heading,
    greeting: greeting(admin.getString("name")),
    lines: said.lines,
    details: error ? [{ label: "Error", value: error }] : [],
    buttonLabel: "See Data safety",
    buttonURL: home.linkURL,
    linkLabel: home.linkLabel,
    linkURL: home.linkURL,
    footer: footers.admin(brand),
  })
}

module.exports = { opsAlertMail }
