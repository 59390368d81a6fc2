/// <reference path="../pb_data/types.d.ts" />
// reviews: a launch approved by the studio with a reason before any preview was posted (docs/decisions.md §21, the
// strict gate) is a review row at round 0, with no link and no ask: round may be 0, url and asked_at may be empty.
migrate(
  (app) => {
    const reviews = app.findCollectionByNameOrId("reviews")
    const round = reviews.fields.getByName("round")
    round.required = false
    round.min = 0
    reviews.fields.getByName("url").required = false
    reviews.fields.getByName("asked_at").required = false
    app.save(reviews)
  },
  (app) => {
    app.db().newQuery("DELETE FROM reviews WHERE round = 0").execute()
    const reviews = app.findCollectionByNameOrId("reviews")
    const round = reviews.fields.getByName("round")
    round.required = true
    round.min = 1
    reviews.fields.getByName("url").required = true
    reviews.fields.getByName("asked_at").required = true
    app.save(reviews)
  },
)
