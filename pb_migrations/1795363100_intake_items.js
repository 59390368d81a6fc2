/// <reference path="../pb_data/types.d.ts" />
// intake_items: the brand intake checklist of an order (logo, colours and fonts, product list, policies, domain),
// made with its launch. The client completes an item with a typed answer or with the files of one of its order
// messages; the admin may mark an item not needed. The order's client and admins read them; writes go through
// the hooks' routes only (pb_hooks/launch.pb.js), which check who may do what.
migrate(
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    const users = app.findCollectionByNameOrId("users")
    const messages = app.findCollectionByNameOrId("messages")
    const reader =
      '@request.auth.id != "" && (order.client = @request.auth.id || @request.auth.role = "admin")'

    const items = new Collection({
      type: "base",
      name: "intake_items",
      listRule: reader,
      viewRule: reader,
      createRule: null,
      updateRule: null,
      deleteRule: null,
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
          type: "select",
          name: "item",
          required: true,
          maxSelect: 1,
          values: ["logo", "colors_fonts", "products", "policies", "domain"],
        },
        {
          type: "select",
          name: "state",
          required: true,
          maxSelect: 1,
          values: ["open", "done", "not_needed"],
        },
        { type: "text", name: "answer", max: 4000 },
        // the order message whose files complete the item
        { type: "relation", name: "message", maxSelect: 1, collectionId: messages.id, cascadeDelete: false },
        { type: "relation", name: "done_by", maxSelect: 1, collectionId: users.id, cascadeDelete: false },
        { type: "date", name: "done_at" },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_intake_items_order_item ON intake_items (`order`, item)"],
    })
    app.save(items)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("intake_items"))
  },
)
