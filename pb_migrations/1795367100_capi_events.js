/// <reference path="../pb_data/types.d.ts" />
// capi_events: the conversion events waiting for Meta's Conversions API (internal/capi, docs/funnel.md). One row per
// event_id, so a replayed webhook or a resent booking queues nothing new; a worker claims due rows with a lease and
// retries with backoff, like the mail outbox (decision 0003). No rule is open: superusers only.
migrate(
  (app) => {
    const events = new Collection({
      type: "base",
      name: "capi_events",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "text", name: "event_id", required: true, max: 100 },
        { type: "json", name: "body", required: true, maxSize: 5000 },
        {
          type: "select",
          name: "state",
          required: true,
          maxSelect: 1,
          values: ["queued", "sending", "sent", "failed"],
        },
        { type: "number", name: "attempts", min: 0, onlyInt: true },
        { type: "date", name: "next_attempt" },
        { type: "text", name: "claim", max: 64 },
        { type: "date", name: "lease_until" },
        { type: "text", name: "last_error", max: 2000 },
        { type: "date", name: "sent_at" },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_capi_events_event_id ON capi_events (event_id)",
        "CREATE INDEX idx_capi_events_due ON capi_events (state, next_attempt)",
      ],
    })
    app.save(events)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("capi_events"))
  },
)
