/// <reference path="../pb_data/types.d.ts" />
// visit_days: the visits to `/` and `/book` the binary counted as it served them (internal/visits), one row per day,
// page, source, medium, campaign and device, with its views and unique visitors. No address, user agent or cookie is
// stored: the unique visitors are counted in memory for the day only. Written in batches by Go (one upsert per key and
// flush, on the unique index); superusers only: the studio reads the counts through /api/launchdesk/funnel.
migrate(
  (app) => {
    const days = new Collection({
      type: "base",
      name: "visit_days",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "day", required: true, max: 10 },
        { type: "text", name: "page", required: true, max: 20 },
        { type: "text", name: "source", required: true, max: 100 },
        { type: "text", name: "medium", max: 100 },
        { type: "text", name: "campaign", max: 100 },
        { type: "text", name: "device", required: true, max: 10 },
        { type: "number", name: "views", min: 0, onlyInt: true },
        { type: "number", name: "visitors", min: 0, onlyInt: true },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_visit_days_key ON visit_days (day, page, source, medium, campaign, device)",
      ],
    })
    app.save(days)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("visit_days"))
  },
)
