/// <reference path="../pb_data/types.d.ts" />
// testimonials: the studio's corrections before words go live (docs/decisions.md §21, issue 40 item 27). The studio
// either hides the testimonial and asks the client to revise it (ask_note, asked_at: its note, shown on the client's
// card), or proposes corrected words (proposal, proposed_at) that replace the shown words only when the client
// accepts them. Only the routes of pb_hooks/testimonials.pb.js write these fields; the landing page never reads them.
migrate(
  (app) => {
    const testimonials = app.findCollectionByNameOrId("testimonials")
    testimonials.fields.add(new TextField({ name: "ask_note", max: 280 }))
    testimonials.fields.add(new DateField({ name: "asked_at" }))
    testimonials.fields.add(new TextField({ name: "proposal", max: 600 }))
    testimonials.fields.add(new DateField({ name: "proposed_at" }))
    app.save(testimonials)
  },
  (app) => {
    const testimonials = app.findCollectionByNameOrId("testimonials")
    for (const name of ["ask_note", "asked_at", "proposal", "proposed_at"])
      testimonials.fields.removeByName(name)
    app.save(testimonials)
  },
)
