/// <reference path="../pb_data/types.d.ts" />
// testimonials: the client's words after a launch, one per order (docs/decisions.md §21). Made when a reviewed
// order launches (state "invited"); the client answers (rating 1-5, words, position, two consents: its words on
// the site, its store in the portfolio) and may withdraw a consent at any time; the studio publishes, hides and
// orders them (rank). The client reads its own, admins read all; nobody writes through the record API (the routes
// of pb_hooks/testimonials.pb.js do). Visitors never read this collection: the landing page gets the published
// words with consent from internal/landing, in Go.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const users = app.findCollectionByNameOrId("users")
    const reader = '@request.auth.id != "" && (client = @request.auth.id || @request.auth.role = "admin")'
    const testimonials = new Collection({
      type: "base",
      name: "testimonials",
      listRule: reader,
      viewRule: reader,
      fields: [
        {
          type: "relation",
          name: "order",
          required: true,
          maxSelect: 1,
          collectionId: orders.id,
          cascadeDelete: true,
        },
        {
          type: "relation",
          name: "client",
          required: true,
          maxSelect: 1,
          collectionId: users.id,
          cascadeDelete: true,
        },
        {
          type: "select",
          name: "state",
          required: true,
          maxSelect: 1,
          values: ["invited", "waiting", "published", "hidden"],
        },
        { type: "number", name: "rating", min: 0, max: 5, onlyInt: true },
        { type: "text", name: "words", max: 600 },
        { type: "text", name: "name", max: 100 },
        { type: "text", name: "position", max: 80 },
        { type: "text", name: "brand", max: 200 },
        { type: "bool", name: "show_words" },
        { type: "bool", name: "show_store" },
        { type: "number", name: "rank", onlyInt: true },
        { type: "date", name: "answered_at" },
        { type: "date", name: "published_at" },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_testimonials_order ON testimonials (`order`)",
        "CREATE INDEX idx_testimonials_shown ON testimonials (state, show_words, rank)",
      ],
    })
    app.save(testimonials)
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = [...kind.values, "testimonial"]
    app.save(outbox)
  },
  (app) => {
    app.db().newQuery("DELETE FROM mail_outbox WHERE kind = 'testimonial'").execute()
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = kind.values.filter((v) => v !== "testimonial")
    app.save(outbox)
    app.delete(app.findCollectionByNameOrId("testimonials"))
  },
)
