/// <reference path="../pb_data/types.d.ts" />
// messages: the conversation on an order. The order's client and admins read its messages, except internal notes,
// which only admins read; the client writes only non-internal messages on its own orders, admins write both. Files
// sit in a protected field (read only with a file token, by whoever may read the message); their type is checked
// from their content. An author may edit the body of its own message (pb_hooks/messages.pb.js keeps the rest).
// Deleting an order deletes its messages and their files; deleting an account leaves its messages, authorless.

/** The file types a message may carry, as detected from the content: images, PDF, CSV/text, ZIP, design files. */
const FILE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/heic",
  "image/heif",
  "image/tiff",
  "image/bmp",
  "image/svg+xml",
  "image/vnd.adobe.photoshop",
  "application/pdf",
  "application/postscript",
  "text/csv",
  "text/plain",
  "application/zip",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
]

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    const orders = app.findCollectionByNameOrId("orders")
    const signedIn = '@request.auth.id != ""'
    const admin = '@request.auth.role = "admin"'
    const read = `${signedIn} && (${admin} || (order.client = @request.auth.id && internal = false))`
    const clientWrite =
      "order.client = @request.auth.id" +
      " && (@request.body.internal:isset = false || @request.body.internal = false)"

    const messages = new Collection({
      type: "base",
      name: "messages",
      listRule: read,
      viewRule: read,
      createRule: `${signedIn} && (${admin} || (${clientWrite}))`,
      updateRule: `${signedIn} && author = @request.auth.id && (${admin} || order.client = @request.auth.id)`,
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
        // not required: a deleted account leaves its messages with no author
        { type: "relation", name: "author", maxSelect: 1, collectionId: users.id, cascadeDelete: false },
        { type: "text", name: "body", max: 4000 },
        {
          type: "file",
          name: "files",
          maxSelect: 5,
          maxSize: 20 * 1024 * 1024,
          mimeTypes: FILE_TYPES,
          thumbs: ["160x160", "480x0"],
          protected: true,
        },
        { type: "bool", name: "internal" },
        { type: "autodate", name: "created", onCreate: true },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE INDEX idx_messages_order_created ON messages (`order`, created)",
        "CREATE INDEX idx_messages_author_created ON messages (author, created)",
      ],
    })
    app.save(messages)
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("messages"))
  },
)
