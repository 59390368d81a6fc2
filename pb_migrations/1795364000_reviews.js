/// <reference path="../pb_data/types.d.ts" />
// reviews: the client's review of the store at the Preview step, one row per order (its current round), and
// review_items: the changes the client asked for, one row per item and round (docs/decisions.md §21). The order's
// client and admins read both (the preview password is on the review row, so no other client ever reads it);
// nobody writes them through the record API: the routes of pb_hooks/review.pb.js do, so a client cannot approve a
// review by a record update and the studio cannot answer for the client.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const users = app.findCollectionByNameOrId("users")
    const reader =
      '@request.auth.id != "" && (order.client = @request.auth.id || @request.auth.role = "admin")'
    const order = {
      type: "relation",
      name: "order",
      required: true,
      maxSelect: 1,
      collectionId: orders.id,
      cascadeDelete: true,
    }
    const user = (name) => ({ type: "relation", name, maxSelect: 1, collectionId: users.id })
    const dates = [
      { type: "autodate", name: "created", onCreate: true },
      { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
    ]
    const reviews = new Collection({
      type: "base",
      name: "reviews",
      listRule: reader,
      viewRule: reader,
      fields: [
        order,
        { type: "number", name: "round", required: true, min: 1, onlyInt: true },
        {
          type: "select",
          name: "state",
          required: true,
          maxSelect: 1,
          values: ["asked", "changes", "approved", "overridden"],
        },
        { type: "url", name: "url", required: true },
        { type: "text", name: "password", max: 100 },
        { type: "date", name: "asked_at", required: true },
        user("answered_by"),
        { type: "date", name: "answered_at" },
        { type: "text", name: "override_reason", max: 300 },
        ...dates,
      ],
      indexes: ["CREATE UNIQUE INDEX idx_reviews_order ON reviews (`order`)"],
    })
    app.save(reviews)
    const items = new Collection({
      type: "base",
      name: "review_items",
      listRule: reader,
      viewRule: reader,
      fields: [
        order,
        { type: "number", name: "round", required: true, min: 1, onlyInt: true },
        { type: "text", name: "text", required: true, max: 300 },
        { type: "bool", name: "done" },
        user("done_by"),
        { type: "date", name: "done_at" },
        ...dates,
      ],
      indexes: ["CREATE INDEX idx_review_items_order ON review_items (`order`, round)"],
    })
    app.save(items)
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = [...kind.values, "review"]
    app.save(outbox)
  },
  (app) => {
    app.db().newQuery("DELETE FROM mail_outbox WHERE kind = 'review'").execute()
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = kind.values.filter((v) => v !== "review")
    app.save(outbox)
    app.delete(app.findCollectionByNameOrId("review_items"))
    app.delete(app.findCollectionByNameOrId("reviews"))
  },
)
