/// <reference path="../pb_data/types.d.ts" />
// notifications: a user reads its own and may only flip status to read; admins create and read all.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    const orders = app.findCollectionByNameOrId("orders")
    const owner = '@request.auth.id != "" && (user = @request.auth.id || @request.auth.role = "admin")'

    const notifications = new Collection({
      type: "base",
      name: "notifications",
      listRule: owner,
      viewRule: owner,
      createRule: '@request.auth.role = "admin"',
      updateRule:
        'user = @request.auth.id && @request.body.status = "read"' +
        " && @request.body.user:isset = false && @request.body.title:isset = false" +
        " && @request.body.message:isset = false && @request.body.related_order:isset = false",
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
        { type: "text", name: "title", required: true, max: 200 },
        { type: "text", name: "message", required: true, max: 2000 },
        { type: "select", name: "status", required: true, maxSelect: 1, values: ["unread", "read"] },
        {
          type: "relation",
          name: "related_order",
          maxSelect: 1,
          collectionId: orders.id,
          cascadeDelete: false,
        },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE INDEX idx_notifications_user_status_created ON notifications (user, status, created)",
        "CREATE INDEX idx_notifications_user_created ON notifications (user, created)",
        "CREATE INDEX idx_notifications_created ON notifications (created)",
      ],
    })
    app.save(notifications)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("notifications"))
  },
)
