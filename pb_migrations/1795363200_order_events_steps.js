/// <reference path="../pb_data/types.d.ts" />
// order_events also records launch step changes: a row with step_from → step with a note (and no status from/to), written
// with the change by pb_hooks/launch.pb.js. Status rows keep their meaning; `to` is no longer required so a step
// row needs no status.
const steps = ["approved", "intake", "access", "building", "preview", "launched"]

migrate(
  (app) => {
    const events = app.findCollectionByNameOrId("order_events")
    events.fields.getByName("to").required = false
    events.fields.add(new SelectField({ name: "step_from", maxSelect: 1, values: steps }))
    events.fields.add(new SelectField({ name: "step", maxSelect: 1, values: steps }))
    // what changed within a step, e.g. "Access request sent to noir.myshopify.com"
    events.fields.add(new TextField({ name: "note", max: 300 }))
    app.save(events)
  },
  (app) => {
    const events = app.findCollectionByNameOrId("order_events")
    app.db().newQuery("DELETE FROM order_events WHERE step != ''").execute()
    events.fields.removeByName("note")
    events.fields.removeByName("step")
    events.fields.removeByName("step_from")
    events.fields.getByName("to").required = true
    app.save(events)
  },
)
