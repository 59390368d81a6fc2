/// <reference path="../../pb_data/types.d.ts" />
// Correcting a testimonial before its words go live (docs/decisions.md §21, issue 40 item 27), each action with the
// caller's transaction (tx). The studio never changes the shown words itself: it either hides the testimonial and
// asks the client to revise it (a note the client reads on its card, with a notification and its e-mail), or proposes
// corrected words that replace the shown ones only when the client accepts them. The card shows one request at a
// time, the latest: an ask drops a pending proposal and a proposal drops the ask's note; the client's own new answer
// (lib/testimonials.js) drops both. Each write names what its writer read (answered_at for the studio, proposed_at
// for the client) and is refused when the row changed since.

const notices = require(`${__hooks}/lib/testimonial_notices.js`)

/** The lengths of the studio's note when it asks for a revision, and of proposed words (lib/limits.json). */
const { testimonialNote: NOTE, testimonial: WORDS } = require(`${__hooks}/lib/limits.json`)

function refuse(message) {
  throw new BadRequestError(message)
}

/** readWords refuses a studio's correction of words it has not read as they are now (body.answered_at). */
function readWords(row, body, then) {
  if (row.getString("state") === "invited") refuse("The client has not written a testimonial yet.")
  if (String(body.answered_at ?? "") !== row.getString("answered_at"))
    refuse(`The client rewrote this testimonial since you opened it: read the new words, then ${then}.`)
}

/** sized is value trimmed, refused with tooShortOrLong when its length is outside limit's. */
function sized(value, limit, tooShortOrLong) {
  const text = String(value ?? "").trim()
  if (text.length < limit.min || text.length > limit.max) refuse(tooShortOrLong)
  return text
}

/**
 * REQUESTS are the two requests a card can show, each as the row's [text, time] fields: the studio's ask for a
 * revision (its note) and its proposed words.
 */
const REQUESTS = { ask: ["ask_note", "asked_at"], proposal: ["proposal", "proposed_at"] }

/** showRequest makes row show one request: kind's (text, made at now), or none when kind is "". */
function showRequest(row, kind, text, now) {
  for (const [name, [textField, timeField]] of Object.entries(REQUESTS)) {
    row.set(textField, name === kind ? text : "")
    row.set(timeField, name === kind ? new Date(now).toISOString() : "")
  }
}

/** ask hides row (if shown) and asks its client to revise it with the studio's note (body.note, NOTE's length). */
function ask(tx, row, body, now) {
  const note = sized(
    body.note,
    NOTE,
    `Tell the client what to change in ${NOTE.min} to ${NOTE.max} characters.`,
  )
  readWords(row, body, "ask")
  row.set("state", "hidden")
  row.set("published_at", "")
  showRequest(row, "ask", note, now)
  tx.save(row)
  notices.askRevision(tx, row, note)
}

/** propose offers the client corrected words (body.words): the shown words stay until the client accepts them. */
function propose(tx, row, body, now) {
  const words = sized(body.words, WORDS, `Propose a few sentences: ${WORDS.min} to ${WORDS.max} characters.`)
  readWords(row, body, "propose")
  if (words === row.getString("words"))
    refuse("These are the client's words already: change them to propose.")
  showRequest(row, "proposal", words, now)
  tx.save(row)
  notices.proposeWords(tx, row, words)
}

/**
 * settle is the client's accept or decline of the proposal its page showed (body.proposed_at). An accepted proposal
 * becomes the words, in the state the testimonial is in: a published one stays published (the studio wrote these
 * words and the client agreed to them), a waiting one waits for the studio's publish, a hidden one stays hidden.
 */
function settle(tx, row, accept, body, now) {
  if (row.getString("proposal") === "")
    refuse("There is no proposed correction to answer: it was answered or withdrawn already.")
  if (String(body.proposed_at ?? "") !== row.getString("proposed_at"))
    refuse("The studio changed its proposal since you opened this page: read the new words, then answer.")
  if (accept) {
    row.set("words", row.getString("proposal"))
    row.set("answered_at", new Date(now).toISOString())
  }
  row.set("proposal", "")
  row.set("proposed_at", "")
  tx.save(row)
}

module.exports = { ask, propose, settle }
