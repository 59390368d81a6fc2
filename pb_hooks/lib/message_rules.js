/// <reference path="../../pb_data/types.d.ts" />
// The rules of writing a message, on top of the API rules (pb_migrations/1795362000_messages.js): the author is
// always the requester, only admins write internal notes, a message has text or files, a client sends at most
// CLIENT_MESSAGES_PER_MINUTE messages a minute (counted in the create's transaction), and an edit changes only the
// text.

/** CLIENT_MESSAGES_PER_MINUTE is how many messages a client may send in any minute. */
const CLIENT_MESSAGES_PER_MINUTE = 20

/** RATE_KEY marks, on a message being created through the API, the client whose per-minute limit it counts in. */
const RATE_KEY = "@launchdesk.rateLimitedAuthor"

const { isStudio } = require(`${__hooks}/lib/studio.js`)

/** normalizeBody keeps line breaks as "\n" (multipart forms send "\r\n"), so the 4000 characters are as typed. */
function normalizeBody(record) {
  const body = record.getString("body")
  if (body.indexOf("\r") >= 0) record.set("body", body.replace(/\r\n?/g, "\n"))
}

function requireContent(record) {
  normalizeBody(record)
  const files = record.getStringSlice("files").length + record.getUnsavedFiles("files").length
  if (record.getString("body").trim() === "" && files === 0) {
    throw new BadRequestError("Write a message or attach a file.", {
      body: new ValidationError("validation_message_empty", "Write a message or attach a file."),
    })
  }
}

/** sqlTime writes a JS Date the way PocketBase stores dates ("2026-01-02 03:04:05.678Z"), to compare as text. */
function sqlTime(date) {
  return date.toISOString().replace("T", " ")
}

/**
 * checkRate refuses a message whose author already sent CLIENT_MESSAGES_PER_MINUTE in the last minute. It runs inside
 * the create's transaction (messages.pb.js), where SQLite's single writer makes count-then-insert atomic: concurrent
 * sends are counted one after another, so none slips past the limit.
 */
function checkRate(tx, record) {
  const authorId = String(record.getRaw(RATE_KEY) ?? "")
  if (!authorId) return
  const since = sqlTime(new Date(Date.now() - 60 * 1000))
  const sent = tx.countRecords(
    "messages",
    $dbx.exp("author = {:author} AND created > {:since}", { author: authorId, since }),
  )
  if (sent >= CLIENT_MESSAGES_PER_MINUTE) {
    throw new TooManyRequestsError(
      `You have sent ${CLIENT_MESSAGES_PER_MINUTE} messages in the last minute. Please wait a moment before sending another.`,
    )
  }
}

/**
 * checkNewMessage applies the rules to a message created through the API (e is the create request event).
 * @param {core.RecordRequestEvent} e
 */
function checkNewMessage(e) {
  if (e.hasSuperuserAuth()) return
  if (!e.auth) throw new UnauthorizedError("Sign in to write a message.")
  e.record.set("author", e.auth.id)
  const admin = isStudio(e.auth)
  e.record.set(RATE_KEY, admin ? "" : e.auth.id) // counted in checkRate, inside the create's transaction
  if (!admin && e.record.getBool("internal")) {
    throw new ForbiddenError("Only the studio can write internal notes.")
  }
  requireContent(e.record)
}

/**
 * checkEdit lets an update through the API change only the text of the message (e is the update request event).
 * @param {core.RecordRequestEvent} e
 */
function checkEdit(e) {
  if (e.hasSuperuserAuth()) return
  const before = e.record.original()
  const same = (name) => e.record.getString(name) === before.getString(name)
  const sameFiles =
    e.record.getUnsavedFiles("files").length === 0 &&
    JSON.stringify(e.record.getStringSlice("files")) === JSON.stringify(before.getStringSlice("files"))
  if (!same("order") || !same("author") || !same("internal") || !sameFiles) {
    throw new BadRequestError("Only the text of a message can be edited.")
  }
  requireContent(e.record)
}

module.exports = { CLIENT_MESSAGES_PER_MINUTE, sqlTime, checkNewMessage, checkEdit, checkRate }
