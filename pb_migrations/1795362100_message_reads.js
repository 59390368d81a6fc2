/// <reference path="../pb_data/types.d.ts" />
// message_reads: how far each user has read each order's conversation (last_read: every message created at or
// before it is read). A user reads only its own positions; only the hooks write them (POST
// /api/launchdesk/messages/read), after checking that the user may read the order.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    const orders = app.findCollectionByNameOrId("orders")
    const own = '@request.auth.id != "" && user = @request.auth.id'
    const reads = new Collection({
      type: "base",
      name: "message_reads",
      listRule: own,
      viewRule: own,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: "relation",
          name: "user",
          required: true,
          maxSelect: 1,
          collectionId: users.id,
          cascadeDelete: true,
        },
        {
          type: "relation",
          name: "order",
          required: true,
          maxSelect: 1,
          collectionId: orders.id,
          cascadeDelete: true,
        },
        { type: "date", name: "last_read", required: true },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: ["CREATE UNIQUE INDEX idx_message_reads_user_order ON message_reads (user, `order`)"],
    })
    app.save(reads)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("message_reads"))
  },
)
