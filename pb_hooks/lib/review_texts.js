// Every word of the preview review's notices (in-app title and sentences, reused by the e-mails in
// lib/mail/review.js) and of its history notes, as pure functions of plain values.

/**
 * NOTICES: for each answer of a review, who is told and in which words ({ title, lines }, and the e-mail's button
 * when it is not "Review your store"). The ask itself is told
 * by the client's preview turn (lib/client_turns.js, lib/turn_texts.js): asking moves the launch to Preview.
 */
const NOTICES = {
  approved: (v) => ({
    to: "studio",
    title: `Preview approved: ${v.title}`,
    lines: [`${v.client} approved the store for launch (review round ${v.round}).`],
  }),
  changes: (v) => ({
    to: "studio",
    title: `Changes requested: ${v.title}`,
    lines: [
      `${v.client} asked for ${v.items.length} change${v.items.length === 1 ? "" : "s"} (review round ${v.round}):`,
      ...v.items.map((t) => `- ${t}`),
    ],
  }),
  overridden: (v) => ({
    to: "client",
    title: `Your store will launch: ${v.title}`,
    lines: [
      "The studio will launch your store without waiting for your approval of the preview. Their reason:",
      v.reason,
    ],
  }),
  // the studio approved the launch before any preview was posted (the strict gate, docs/decisions.md §21)
  overriddenUnreviewed: (v) => ({
    to: "client",
    title: `Your store will launch: ${v.title}`,
    lines: [
      "The studio will launch your store without asking you to review a preview first. Their reason:",
      v.reason,
    ],
    button: "View your order", // there is no preview to review
  }),
}

/** NOTES are the history notes of a review (order_events.note, at most 300 characters). */
const NOTES = {
  asked: (round) => `Review asked (round ${round})`,
  approved: (round) => `Approved for launch (round ${round})`,
  changes: (round, count) => `${count} change${count === 1 ? "" : "s"} requested (round ${round})`,
  item: (text) => `Change requested: ${text}`,
  done: (text) => `Change done: ${text}`,
  reopened: (text) => `Change open again: ${text}`,
  overridden: (reason) => `Launch approved by the studio: ${reason}`,
}

module.exports = { NOTICES, NOTES }
