/// <reference path="../pb_data/types.d.ts" />
// Testimonials after a launch (lib/testimonials.js, docs/decisions.md §21): the order's client answers and withdraws
// its consents; the studio publishes, hides and ranks. Each route answers the testimonial.

// POST /api/launchdesk/orders/{id}/testimonial {rating, words, position, show_words, show_store}: the client answers.
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/testimonial",
  (e) => require(`${__hooks}/lib/testimonial_hooks.js`).clientAction(e, "answer"),
  $apis.requireAuth("users"),
)

// POST /api/launchdesk/orders/{id}/testimonial/withdraw {words, store}: the client withdraws a consent.
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/testimonial/withdraw",
  (e) => require(`${__hooks}/lib/testimonial_hooks.js`).clientAction(e, "withdraw"),
  $apis.requireAuth("users"),
)

// POST /api/launchdesk/testimonials/{id}/{publish|hide|rank} ({answered_at} of the words read for publish, {rank}
// for rank): the studio's decision.
routerAdd(
  "POST",
  "/api/launchdesk/testimonials/{id}/{kind}",
  (e) => require(`${__hooks}/lib/testimonial_hooks.js`).studioAction(e),
  $apis.requireAuth("users"),
)
