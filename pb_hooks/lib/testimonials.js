/// <reference path="../../pb_data/types.d.ts" />
// The client's testimonial after a launch (docs/decisions.md §21), each action with the caller's transaction (tx).
// A reviewed order that launches invites its client once (in-app and e-mail); the client rates 1-5, writes its
// words and gives or withdraws two consents (its words on the site, its store in the portfolio); the studio
// publishes, hides and ranks. The site shows a testimonial only while it is published AND its words consent holds
// (internal/landing reads exactly that), so a withdrawal needs no step from the studio.

const { findFirstOrNull } = require(`${__hooks}/lib/records.js`)
const texts = require(`${__hooks}/lib/order_texts.js`)

/** The lengths of an answer's words and of the client's position (lib/limits.json, which the UI's forms read too). */
const { testimonial: WORDS, testimonialPosition: POSITION } = require(`${__hooks}/lib/limits.json`)

function refuse(message) {
  throw new BadRequestError(message)
}

/** findTestimonial returns the order's testimonial, or null before it was invited. */
function findTestimonial(app, orderId) {
  return findFirstOrNull(app, "testimonials", "order = {:order}", { order: orderId })
}

/** invite asks order's client, once, for a testimonial: only an order launched through a preview review. */
function invite(tx, order) {
  if (findTestimonial(tx, order.id)) return
  // a launch the studio approved before any preview (round 0) was not reviewed: not asked
  const review = findFirstOrNull(tx, "reviews", "order = {:order}", { order: order.id })
  if (!review || review.getInt("round") < 1) return
  const client = tx.findRecordById("users", order.getString("client"))
  const row = new Record(tx.findCachedCollectionByNameOrId("testimonials"))
  row.set("order", order.id)
  row.set("client", client.id)
  row.set("state", "invited")
  row.set("name", texts.truncate(client.getString("name"), 100))
  row.set("brand", texts.truncate(order.getString("company_name"), 200))
  tx.save(row)
  require(`${__hooks}/lib/testimonial_notices.js`).invite(tx, order)
}

/** answer records the client's testimonial: { rating 1-5, words, position, show_words, show_store }. */
function answer(tx, row, body, now) {
  const rating = Number(body.rating)
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) refuse("Choose a rating from 1 to 5.")
  const words = String(body.words ?? "").trim()
  if (words.length < WORDS.min || words.length > WORDS.max)
    refuse(`Write a few sentences: ${WORDS.min} to ${WORDS.max} characters.`)
  const position = String(body.position ?? "").trim()
  if (position.length > POSITION.max) refuse(`Keep your position under ${POSITION.max} characters.`)
  row.set("rating", rating)
  row.set("words", words)
  row.set("position", position)
  row.set("show_words", body.show_words === true)
  row.set("show_store", body.show_store === true)
  row.set("answered_at", new Date(now).toISOString())
  // new words are the studio's to read again before they are shown
  row.set("state", "waiting")
  row.set("published_at", "")
  // the client's own words answer the studio's ask and replace its pending proposal (lib/testimonial_corrections.js)
  for (const name of ["ask_note", "asked_at", "proposal", "proposed_at"]) row.set(name, "")
  tx.save(row)
}

/** withdraw takes back the client's consents named in body ({ words: true } and/or { store: true }). */
function withdraw(tx, row, body) {
  if (body.words !== true && body.store !== true)
    refuse("Choose what to withdraw: your words, your store, or both.")
  if (body.words === true) row.set("show_words", false)
  if (body.store === true) row.set("show_store", false)
  tx.save(row)
}

/**
 * decide is the studio's publish, hide or rank (body.rank, an integer) of a testimonial, read with tx. A publish names
 * the answer the studio read (body.answered_at): words the client rewrote since then are not published unread.
 */
function decide(tx, row, kind, body, now) {
  if (kind === "rank") {
    const rank = Number(body.rank)
    if (!Number.isInteger(rank) || Math.abs(rank) > 1e6) refuse("Give the position as a whole number.")
    row.set("rank", rank)
  } else if (kind === "publish") {
    if (row.getString("state") === "invited") refuse("The client has not written a testimonial yet.")
    const read = String(body.answered_at ?? "")
    if (read === "") refuse("Say which words you publish: reload the testimonials and publish from the list.")
    if (read !== row.getString("answered_at"))
      refuse("The client rewrote this testimonial since you opened it: read the new words, then publish.")
    if (!row.getBool("show_words")) refuse("The client has not agreed to show these words on the site.")
    row.set("state", "published")
    row.set("published_at", new Date(now).toISOString())
    // publishing the words read withdraws an ask to revise them (lib/testimonial_corrections.js)
    row.set("ask_note", "")
    row.set("asked_at", "")
  } else {
    if (row.getString("state") === "invited") refuse("The client has not written a testimonial yet.")
    row.set("state", "hidden")
    row.set("published_at", "")
  }
  tx.save(row)
}

module.exports = { findTestimonial, invite, answer, withdraw, decide }
