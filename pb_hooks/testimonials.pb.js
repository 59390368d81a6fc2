/// <reference path="../pb_data/types.d.ts" />
// Testimonials after a launch (lib/testimonials.js, docs/decisions.md §21): the order's client answers and withdraws
// its consents; the studio publishes, hides and ranks, and corrects only with the client (hide and ask, or propose
// words the client accepts: lib/testimonial_corrections.js). Each route answers the testimonial.

// POST /api/launchdesk/orders/{id}/testimonial {rating, words, position, show_words, show_store}: the client answers.
// Each route takes a users account or a superuser, who is the studio (lib/studio.js); the handler decides who may act.
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/testimonial",
  (e) => require(`${__hooks}/lib/testimonial_hooks.js`).clientAction(e, "answer"),
  $apis.requireAuth("users", "_superusers"),
)

// POST /api/launchdesk/orders/{id}/testimonial/withdraw {words, store}: the client withdraws a consent.
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/testimonial/withdraw",
  (e) => require(`${__hooks}/lib/testimonial_hooks.js`).clientAction(e, "withdraw"),
  $apis.requireAuth("users", "_superusers"),
)

// POST /api/launchdesk/orders/{id}/testimonial/{accept|decline} {proposed_at}: the client answers the studio's
// proposed words (the proposal its page showed).
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/testimonial/accept",
  (e) => require(`${__hooks}/lib/testimonial_hooks.js`).clientAction(e, "accept"),
  $apis.requireAuth("users", "_superusers"),
)
routerAdd(
  "POST",
  "/api/launchdesk/orders/{id}/testimonial/decline",
  (e) => require(`${__hooks}/lib/testimonial_hooks.js`).clientAction(e, "decline"),
  $apis.requireAuth("users", "_superusers"),
)

// POST /api/launchdesk/testimonials/{id}/{publish|hide|rank|ask|propose} ({answered_at} of the words read for
// publish, ask and propose, {rank} for rank, {note} for ask, {words} for propose): the studio's decision or
// correction.
routerAdd(
  "POST",
  "/api/launchdesk/testimonials/{id}/{kind}",
  (e) => require(`${__hooks}/lib/testimonial_hooks.js`).studioAction(e),
  $apis.requireAuth("users", "_superusers"),
)
