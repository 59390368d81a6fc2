/// <reference path="../../pb_data/types.d.ts" />
// The request side of testimonials (testimonials.pb.js): only the order's client answers, withdraws, or accepts or
// declines the studio's proposed words (another client's order is 404, the studio 403), and only the studio
// publishes, hides, ranks, asks for a revision or proposes words.

const testimonials = require(`${__hooks}/lib/testimonials.js`)
const { readableOrder } = require(`${__hooks}/lib/launch_hooks.js`)
const { isStudio } = require(`${__hooks}/lib/studio.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)

/** STUDIO_KINDS are the studio's actions on a testimonial. */
const STUDIO_KINDS = ["publish", "hide", "rank", "ask", "propose"]

/**
 * clientAction runs the client's answer, withdrawal, or accept or decline of a proposal on the route's order's
 * testimonial.
 * @param {core.RequestEvent} e
 * @param {"answer" | "withdraw" | "accept" | "decline"} kind
 */
function clientAction(e, kind) {
  const body = e.requestInfo().body || {}
  let row = null
  e.app.runInTransaction((tx) => {
    const order = readableOrder(e, tx)
    if (isStudio(e.auth))
      throw new ForbiddenError(
        "Only the order's client can write or withdraw its testimonial, or accept its correction.",
      )
    row = testimonials.findTestimonial(tx, order.id)
    if (!row)
      throw new BadRequestError("This order has no testimonial to write: it is asked for after the launch.")
    if (kind === "answer") testimonials.answer(tx, row, body, Date.now())
    else if (kind === "withdraw") testimonials.withdraw(tx, row, body)
    else
      require(`${__hooks}/lib/testimonial_corrections.js`).settle(
        tx,
        row,
        kind === "accept",
        body,
        Date.now(),
      )
  })
  return e.json(200, row)
}

/**
 * studioAction publishes, hides, ranks, asks the client to revise, or proposes words for the route's testimonial
 * (admins only).
 * @param {core.RequestEvent} e
 */
function studioAction(e) {
  if (!isStudio(e.auth))
    throw new ForbiddenError("Only the studio can publish, hide, order or correct testimonials.")
  const kind = e.request.pathValue("kind")
  if (!STUDIO_KINDS.includes(kind)) throw new NotFoundError("There is no such action.")
  const body = e.requestInfo().body || {}
  let row = null
  e.app.runInTransaction((tx) => {
    row = findOrNull(tx, "testimonials", e.request.pathValue("id"))
    if (!row) throw new NotFoundError("The testimonial was not found.")
    const corrections = require(`${__hooks}/lib/testimonial_corrections.js`)
    if (kind === "ask") corrections.ask(tx, row, body, Date.now())
    else if (kind === "propose") corrections.propose(tx, row, body, Date.now())
    else testimonials.decide(tx, row, kind, body, Date.now())
  })
  return e.json(200, row)
}

module.exports = { clientAction, studioAction }
