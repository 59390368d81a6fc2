/// <reference path="../pb_data/types.d.ts" />
// mail_outbox kind "team_invitation": the invitation into a brand's team, with its join link (pb_hooks/team.pb.js).
const KIND = "team_invitation"
migrate(
  (app) => {
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    if (!kind.values.includes(KIND)) kind.values = [...kind.values, KIND]
    app.save(outbox)
  },
  (app) => {
    app.db().newQuery("DELETE FROM mail_outbox WHERE kind = {:kind}").bind({ kind: KIND }).execute()
    const outbox = app.findCollectionByNameOrId("mail_outbox")
    const kind = outbox.fields.getByName("kind")
    kind.values = kind.values.filter((v) => v !== KIND)
    app.save(outbox)
  },
)
