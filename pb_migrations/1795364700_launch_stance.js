/// <reference path="../pb_data/types.d.ts" />
// launches.next, owes and needs: where the launch stands, derived by pb_hooks/lib/launch_steps.js stance at every
// refresh (lib/launch_store.js) and read by every screen, notification and e-mail (docs/decisions.md §26); and the
// access state code_needed, with the client's turn "code" in the waiting ledger: the client said the store is on Shopify without giving the collaborator code yet. The
// keys are pb_hooks/lib/turns.json's. Existing launches get their stance here, from the same function.
migrate(
  (app) => {
    const turns = require(`${__hooks}/lib/turns.json`)
    const steps = require(`${__hooks}/lib/launch_steps.js`)
    const launches = app.findCollectionByNameOrId("launches")
    const access = launches.fields.getByName("access")
    if (!access.values.includes("code_needed")) access.values = ["code_needed", ...access.values]
    launches.fields.add(
      new SelectField({ name: "next", maxSelect: 1, values: turns.owes.concat(turns.tasks) }),
    )
    launches.fields.add(new SelectField({ name: "owes", maxSelect: turns.owes.length, values: turns.owes }))
    launches.fields.add(
      new SelectField({ name: "needs", maxSelect: turns.needs.length, values: turns.needs }),
    )
    app.save(launches)
    // the client's new turn: the collaborator code (pb_hooks/lib/client_turns.js)
    const waiting = app.findCollectionByNameOrId("waiting")
    const kind = waiting.fields.getByName("kind")
    if (!kind.values.includes("code")) kind.values = [...kind.values, "code"]
    app.save(waiting)

    const rows = arrayOf(
      new DynamicModel({
        id: "",
        step: "",
        access: "",
        intake_complete: false,
        held: false,
        payment: "",
        review: "",
        started: false,
      }),
    )
    app
      .db()
      .newQuery(
        `SELECT l.id, l.step, l.access, l.intake_complete, o.status = 'pending_approval' AS held,
           COALESCE(p.state, '') AS payment, COALESCE(r.state, '') AS review, l.clock_started != '' AS started
         FROM launches l JOIN orders o ON o.id = l.[[order]]
         LEFT JOIN payments p ON p.[[order]] = l.[[order]] LEFT JOIN reviews r ON r.[[order]] = l.[[order]]`,
      )
      .all(rows)
    for (const row of rows) {
      const s = steps.stance({
        step: row.step,
        access: row.access,
        intakeComplete: row.intake_complete,
        held: row.held,
        paymentSettled: row.payment === "" ? undefined : row.payment === "paid" || row.payment === "waived",
        review: row.review,
        clockStarted: row.started,
      })
      app
        .db()
        .newQuery("UPDATE launches SET next = {:next}, owes = {:owes}, needs = {:needs} WHERE id = {:id}")
        .bind({ next: s.next, owes: JSON.stringify(s.owes), needs: JSON.stringify(s.needs), id: row.id })
        .execute()
    }
  },
  (app) => {
    app.db().newQuery("DELETE FROM waiting WHERE kind = 'code'").execute()
    const waiting = app.findCollectionByNameOrId("waiting")
    const kind = waiting.fields.getByName("kind")
    kind.values = kind.values.filter((v) => v !== "code")
    app.save(waiting)
    const launches = app.findCollectionByNameOrId("launches")
    for (const name of ["next", "owes", "needs"]) launches.fields.removeByName(name)
    app.db().newQuery("UPDATE launches SET access = 'code_received' WHERE access = 'code_needed'").execute()
    const access = launches.fields.getByName("access")
    access.values = access.values.filter((v) => v !== "code_needed")
    app.save(launches)
  },
)
