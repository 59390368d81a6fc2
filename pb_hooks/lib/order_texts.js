/// <reference path="../../pb_data/types.d.ts" />
// Every word the order pipeline says: notification titles and messages, e-mail subjects, sentences and labels.
// Edit a sentence here and the next e-mail says it (with --hooksDir, no rebuild).

const statuses = require(`${__hooks}/lib/statuses.json`)
const { PROMISE } = require(`${__hooks}/lib/promise_words.js`)

/**
 * The e-mail sentence for each order status reached by a forward move (lib/statuses.json sentences): the
 * specification's words, exactly (tests/spec/conformance.test.tsx holds them to it). An approval's e-mail says the
 * client's next step on the line after the sentence (lib/move_texts.js); moves back have their own sentences there too.
 */
const STATUS_SENTENCES = statuses.sentences

/**
 * receivedLines are the client's confirmation e-mail of a new order: the specification's pending_approval sentence,
 * then the reply the form promises (replyHours of lib/launch_promise.json; no promise when the file has none).
 * @param {number | undefined} replyHours
 */
function receivedLines(replyHours) {
  const lines = [STATUS_SENTENCES.pending_approval]
  if (replyHours > 0)
    lines.push(
      `We review every order within ${replyHours} hours and write back by e-mail and in your client portal. You can add details or files to the order's conversation meanwhile.`,
    )
  return lines
}

/** The status names the app shows (lib/statuses.json names, which the UI imports); e-mails name a status the same way. */
const STATUS_NAMES = statuses.names

/**
 * The words of a cancellation (docs/decisions.md §27), which the specification has no status for: its own
 * notification title, subject and heading, never the completion's sentence. The notification's message keeps the
 * specification's form ("status has been updated to: cancelled") with the studio's reason after it.
 */
const CANCELLED = {
  heading: "Order cancelled",
  sentence: "We have cancelled your order: we will not build it.",
  launch: `Its launch has stopped: the ${PROMISE.dayAdjective} clock is stopped and nothing more is needed from you.`,
  due: "Nothing is due for this order: please do not pay for it.",
  paid: "You have paid for this order: we will be in touch about your payment.",
  reopensFirst: "A cancelled order reopens to Pending Approval first: approve it from there.",
}

/** cancelledTitle is the notification title and e-mail subject of a cancellation ("Order cancelled: {title}"). */
function cancelledTitle(title) {
  return headerSafe(CANCELLED.heading + ": " + title)
}

/** cancelledNotification is the client's in-app notification when its order is cancelled for reason. */
function cancelledNotification(title, reason) {
  const base = statusChangeNotification(title, "cancelled")
  return { title: cancelledTitle(title), message: base.message + " Reason: " + sentence(reason) }
}

/**
 * cancelledLines are the e-mail's sentences of a cancellation for reason: what happened, why, the launch stopped
 * (when the order had one) and what it means for the payment (payment: the payment's state, "" without one).
 */
function cancelledLines(reason, hadLaunch, payment) {
  const lines = [CANCELLED.sentence, "Reason: " + sentence(reason)]
  if (hadLaunch) lines.push(CANCELLED.launch)
  if (payment === "due") lines.push(CANCELLED.due)
  if (payment === "paid") lines.push(CANCELLED.paid)
  return lines
}

// Go's unicode.IsControl (Cc) and unicode.IsSpace, spelled out so the result matches byte for byte.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g
const SPACES = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/

/** headerSafe makes s one clean header line: control characters (CR/LF above all) become spaces, runs collapse. */
function headerSafe(s) {
  return String(s ?? "")
    .replace(CONTROL, " ")
    .split(SPACES)
    .filter((part) => part !== "")
    .join(" ")
}

/**
 * sentence ends text with a full stop unless it already ends with one (or with ! ? …), so a sentence that ends
 * with a name such as "Drift Supply Co." gets no second one.
 */
function sentence(text) {
  const s = String(text ?? "").trimEnd()
  return /[.!?…]$/.test(s) ? s : s + "."
}

/** truncate shortens s to at most n characters (code points), the last one an ellipsis when something was cut. */
function truncate(s, n) {
  const chars = Array.from(String(s ?? ""))
  return chars.length <= n ? String(s ?? "") : chars.slice(0, n - 1).join("") + "…"
}

/** statusLabel is a status in the notification's words ("in_progress" → "in progress", per the specification). */
function statusLabel(status) {
  return String(status).split("_").join(" ")
}

/** statusName is a status as the app's badges and filters name it ("in_progress" → "In Progress"). */
function statusName(status) {
  return STATUS_NAMES[status] ?? statusLabel(status)
}

/** statusSentence is the e-mail sentence for status, with a generic one for a status the card does not name. */
function statusSentence(status) {
  return STATUS_SENTENCES[status] ?? "Your order status has been updated to: " + statusLabel(status) + "."
}

/** statusChangeNotification is the client's in-app notification for a status change. */
function statusChangeNotification(title, status) {
  return {
    title: "Order Status Updated: " + title,
    message: 'Your order "' + title + '" status has been updated to: ' + statusLabel(status) + ".",
  }
}

/** clientWords names the client in an admin's texts: its name, or "A client". */
function clientWords(clientName) {
  return String(clientName ?? "").trim() || "A client"
}

/** newOrderNotification is an admin's in-app notification for a new order. */
function newOrderNotification(title, company, clientName) {
  return {
    title: "New order: " + title + " from " + company,
    message: sentence(clientWords(clientName) + ' submitted the order "' + title + '" for ' + company),
  }
}

/** statusChangeSubject is the client's e-mail subject for a status change. */
function statusChangeSubject(title) {
  return headerSafe("Order Update: " + title)
}

/** newOrderSubject is the subject of the alert an admin gets for one new order. */
function newOrderSubject(title, company) {
  return headerSafe("New order: " + title + " from " + company)
}

module.exports = {
  receivedLines,
  CANCELLED,
  cancelledTitle,
  cancelledNotification,
  cancelledLines,
  STATUS_SENTENCES,
  sentence,
  headerSafe,
  truncate,
  STATUS_NAMES,
  statusLabel,
  statusName,
  statusSentence,
  statusChangeNotification,
  newOrderNotification,
  statusChangeSubject,
  newOrderSubject,
  clientWords,
}
