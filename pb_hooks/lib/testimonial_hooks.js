/// <reference path="../../pb_data/types.d.ts" />
// The request side of testimonials (testimonials.pb.js): only the order's client answers or withdraws (another
// client's order is 404, the studio 403), and only the studio publishes, hides or ranks.

const testimonials = require(`${__hooks}/lib/testimonials.js`)
const { readableOrder } = require(`${__hooks}/lib/launch_hooks.js`)
const { isStudio } = require(`${__hooks}/lib/studio.js`)
const { findOrNull } = require(`${__hooks}/lib/records.js`)

/**
 * clientAction runs the client's answer or withdrawal on the route's order's testimonial.
 * @param {core.RequestEvent} e
 * @param {"answer" | "withdraw"} kind
 */
function clientAction(e, kind) {
  const body = e.requestInfo().body || {}
  let row = null
  e.app.runInTransaction((tx) => {
    const order = readableOrder(e, tx)
    if (isStudio(e.auth))
      throw new ForbiddenError("Only the order's client can write or withdraw its testimonial.")
    row = testimonials.findTestimonial(tx, order.id)
    if (!row)
      throw new BadRequestError("This order has no testimonial to write: it is asked for after the launch.")
    if (kind === "answer") testimonials.answer(tx, row, body, Date.now())
    else testimonials.withdraw(tx, row, body)
  })
  return e.json(200, row)
}

/**
 * studioAction publishes, hides or ranks the route's testimonial (admins only).
 * @param {core.RequestEvent} e
 */
function studioAction(e) {
  if (!isStudio(e.auth)) throw new ForbiddenError("Only the studio can publish, hide or order testimonials.")
  const kind = e.request.pathValue("kind")
  if (kind !== "publish" && kind !== "hide" && kind !== "rank")
    throw new NotFoundError("There is no such action.")
  const body = e.requestInfo().body || {}
  let row = null
  e.app.runInTransaction((tx) => {
    row = findOrNull(tx, "testimonials", e.request.pathValue("id"))
    if (!row) throw new NotFoundError("The testimonial was not found.")
    testimonials.decide(tx, row, kind, body, Date.now())
  })
  return e.json(200, row)
}

module.exports = { clientAction, studioAction }
