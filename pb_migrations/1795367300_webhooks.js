/// <reference path="../pb_data/types.d.ts" />
// Signed outbound webhooks (internal/webhooks, docs/funnel.md#webhooks): the studio's endpoints and one delivery per
// endpoint and event. The events an endpoint takes are a JSON list checked by the one writer, the studio's Go routes
// (the list of events lives in internal/webhooks). The hooks of internal/webhooks queue a delivery in the transaction
// of the fact it tells; its worker sends it with retries (claim, lease, backoff: as the mail outbox). Superusers only:
// the studio reads and changes both through /api/launchdesk/admin/webhooks.
migrate(
  (app) => {
    const endpoints = new Collection({
      type: "base",
      name: "webhook_endpoints",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: "url", name: "url", required: true },
        { type: "json", name: "events", maxSize: 2000 },
        { type: "text", name: "secret", required: true, min: 24, max: 100 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
    })
    app.save(endpoints)

    const deliveries = new Collection({
      type: "base",
      name: "webhook_deliveries",
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: "relation",
          name: "endpoint",
          required: true,
          maxSelect: 1,
          collectionId: endpoints.id,
          cascadeDelete: true,
        },
        { type: "text", name: "event_id", required: true, max: 64 },
        { type: "text", name: "type", required: true, max: 64 },
        // the exact bytes sent, so that every attempt and "Send again" carry the same id and content
        { type: "text", name: "body", required: true, max: 200000 },
        {
          type: "select",
          name: "state",
          required: true,
          maxSelect: 1,
          values: ["queued", "sending", "delivered", "failed"],
        },
        { type: "number", name: "attempts", min: 0, onlyInt: true },
        { type: "date", name: "next_attempt" },
        { type: "text", name: "claim", max: 64 },
        { type: "date", name: "lease_until" },
        { type: "number", name: "last_status", min: 0, onlyInt: true },
        { type: "text", name: "last_answer", max: 2000 },
        { type: "text", name: "last_error", max: 2000 },
        { type: "date", name: "delivered_at" },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_webhook_deliveries_event ON webhook_deliveries (endpoint, event_id)",
        "CREATE INDEX idx_webhook_deliveries_due ON webhook_deliveries (state, next_attempt)",
        "CREATE INDEX idx_webhook_deliveries_created ON webhook_deliveries (created)",
      ],
    })
    app.save(deliveries)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("webhook_deliveries"))
    app.delete(app.findCollectionByNameOrId("webhook_endpoints"))
  },
)
