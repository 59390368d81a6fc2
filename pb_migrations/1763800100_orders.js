/// <reference path="../pb_data/types.d.ts" />
// orders: a client creates orders only for itself and only as pending_approval, reads only its own;
// admins read all and change them. Nobody deletes through the API. The package fields (price,
// timeline, priority, service type) are the provider's: a client's new order takes the defaults.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    const owner = '@request.auth.id != "" && (client = @request.auth.id || @request.auth.role = "admin")'
    const providerFieldsUnset = ["budget", "timeline", "priority", "service_type"]
      .map((f) => ` && @request.body.${f}:isset = false`)
      .join("")

    const orders = new Collection({
      type: "base",
      name: "orders",
      listRule: owner,
      viewRule: owner,
      createRule:
        '@request.auth.role = "client" && @request.body.client = @request.auth.id' +
        ' && (@request.body.status:isset = false || @request.body.status = "pending_approval")' +
        providerFieldsUnset,
      updateRule:
        '@request.auth.role = "admin" && (@request.body.client:isset = false || @request.body.client = client)',
      deleteRule: null,
      fields: [
        { type: "text", name: "title", required: true, max: 200, presentable: true },
        { type: "text", name: "description", required: true, max: 5000 },
        { type: "text", name: "company_name", required: true, max: 200 },
        { type: "text", name: "phone_number", max: 40, pattern: "^[0-9+()./ -]*$" },
        { type: "url", name: "current_website" },
        { type: "url", name: "reference_website" },
        { type: "text", name: "collaborator_code", max: 100 },
        {
          type: "relation",
          name: "client",
          required: true,
          maxSelect: 1,
          collectionId: users.id,
          cascadeDelete: false,
        },
        {
          type: "select",
          name: "status",
          required: true,
          maxSelect: 1,
          values: ["pending_approval", "in_progress", "completed"],
        },
        { type: "number", name: "budget", min: 0, max: 1000000 },
        { type: "text", name: "timeline", max: 100 },
        { type: "select", name: "priority", maxSelect: 1, values: ["low", "normal", "high", "urgent"] },
        { type: "text", name: "service_type", max: 100 },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE INDEX idx_orders_client_created ON orders (client, created)",
        "CREATE INDEX idx_orders_status_created ON orders (status, created)",
        "CREATE INDEX idx_orders_created ON orders (created)",
      ],
    })
    app.save(orders)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("orders"))
  },
)
