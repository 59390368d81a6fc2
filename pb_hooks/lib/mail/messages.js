/// <reference path="../../../pb_data/types.d.ts" />
// Every word of the unread-messages e-mail (lib/message_mails.js decides when it goes). Messages are quoted as
// excerpts, never with their files.

const texts = require(`${__hooks}/lib/order_texts.js`)
const { isStudio } = require(`${__hooks}/lib/studio.js`)
const { greeting, footer } = require(`${__hooks}/lib/mail/content.js`)
const { orderMail } = require(`${__hooks}/lib/mail/order_mail.js`)

/** EXCERPT_CHARS is how much of each message the e-mail quotes. */
const EXCERPT_CHARS = 300

/** @param {number} n @param {string} one @param {string} many */
function plural(n, one, many) {
  return n === 1 ? "1 " + one : n + " " + many
}

/** excerpt is the quoted part of a message: its text, shortened, and how many files it carries. */
function excerpt(message) {
  const body = texts.truncate(message.getString("body").trim().replace(/\s+/g, " "), EXCERPT_CHARS)
  const files = message.getStringSlice("files").length
  const note = files > 0 ? "(" + plural(files, "file", "files") + " attached)" : ""
  return [body, note].filter((s) => s !== "").join(" ")
}

/**
 * authorName names who wrote a message for the recipient. A client reads the studio's messages signed by the
 * studio's name, as the portal signs them (ui message-item.tsx); the studio reads its admins by name.
 */
function authorName(author, brand, recipientIsAdmin) {
  if (!author) return "A former user"
  const name = author.getString("name").trim()
  if (isStudio(author)) return recipientIsAdmin ? name || brand.name : brand.name
  return name || "The client"
}

/**
 * messagesMail is the e-mail that tells user about the unread messages of order: listed (oldest first, at most
 * MAX_LISTED of them), total (how many are unread in all) and authors (message id → author record or null).
 */
function messagesMail(brand, order, user, listed, total, authors) {
  const title = order.getString("title")
  const admin = isStudio(user)
  const what = total === 1 ? "A message" : total + " messages"
  const where = admin
    ? 'the order "' + title + '" (' + order.getString("company_name") + ")"
    : 'your order "' + title + '"'
  const line = what + " on " + where + (total === 1 ? " is" : " are") + " waiting for you."
  const lines = [line]
  if (total > listed.length) lines.push("The latest " + listed.length + " are below.")
  const news = total === 1 ? "New message" : total + " new messages"
  return orderMail(brand, order, admin ? "studio" : "client", {
    kind: "messages",
    subject: news + " on " + (admin ? "" : "your order ") + '"' + title + '"',
    preheader: line,
    heading: total === 1 ? "New message" : "New messages",
    greeting: greeting(user.getString("name")),
    lines,
    details: listed.map((m) => ({ label: authorName(authors[m.id], brand, admin), value: excerpt(m) })),
    buttonLabel: "Read and reply",
    footer: footer(
      "a message on " +
        (admin ? "an order" : "your order") +
        " was not read in the portal. You can turn these e-mails off on your account page",
    ),
  })
}

module.exports = { EXCERPT_CHARS, excerpt, authorName, messagesMail }
