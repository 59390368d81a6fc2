/// <reference path="../pb_data/types.d.ts" />
// Where a person came from (docs/funnel.md, "The source travels with the person"): the first and the last touch the
// browser kept ({source, medium, campaign, fbc, landed}), sent with the booking and the sign-up and cleaned by the
// server (internal/touch); gpc is true when that request carried `Sec-GPC: 1`. An order keeps its client's first
// touch as it was when the order was made; payments and launches reach it through their order.
const PERSON = ["users", "bookings"]

migrate(
  (app) => {
    for (const name of PERSON) {
      const c = app.findCollectionByNameOrId(name)
      c.fields.add(new JSONField({ name: "first_touch", maxSize: 2000 }))
      c.fields.add(new JSONField({ name: "last_touch", maxSize: 2000 }))
      c.fields.add(new BoolField({ name: "gpc" }))
      app.save(c)
    }
    const orders = app.findCollectionByNameOrId("orders")
    orders.fields.add(new JSONField({ name: "touch", maxSize: 2000 }))
    app.save(orders)
  },
  (app) => {
    for (const name of PERSON) {
      const c = app.findCollectionByNameOrId(name)
      for (const f of ["first_touch", "last_touch", "gpc"]) c.fields.removeByName(f)
      app.save(c)
    }
    const orders = app.findCollectionByNameOrId("orders")
    orders.fields.removeByName("touch")
    app.save(orders)
  },
)
