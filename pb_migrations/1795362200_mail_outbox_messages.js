/// <reference path="../pb_data/types.d.ts" />
// mail_outbox rows of kind "messages": the e-mail that groups an order's messages still unread by one recipient
// after MESSAGE_EMAIL_DELAY_MINUTES (pb_hooks/lib/message_mails.js). The row waits queued until then and is
// re-rendered as messages arrive, or deleted when the recipient reads them in time.
const index = "CREATE INDEX idx_mail_outbox_order_kind ON mail_outbox (`order`, kind, recipient, state)"

migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = [...kind.values, "messages"]
    outbox.indexes = [...outbox.indexes, index]
    app.save(outbox)
  },
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    outbox.indexes = outbox.indexes.filter((i) => i !== index)
    const kind = outbox.fields.getByName("kind")
    kind.values = kind.values.filter((v) => v !== "messages")
    app.save(outbox)
  },
)
