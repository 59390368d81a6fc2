/// <reference path="../pb_data/types.d.ts" />
// launches.guarantee_percent: the guarantee in force when the launch's clock started (GUARANTEE, 0 when off), set once
// by pb_hooks/lib/launch_store.js. A launch keeps the terms it started under: switching the guarantee on later makes
// good no launch that started without it, and changing or switching it off takes nothing from one that started with
// it (docs/guarantee.md). Existing launches start at 0.
migrate(
  (app) => {
    const launches = app.findCollectionByNameOrId("launches")
    launches.fields.add(new NumberField({ name: "guarantee_percent", min: 0, max: 100, onlyInt: true }))
    app.save(launches)
  },
  (app) => {
    const launches = app.findCollectionByNameOrId("launches")
    launches.fields.removeByName("guarantee_percent")
    app.save(launches)
  },
)
