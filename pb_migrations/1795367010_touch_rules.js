/// <reference path="../pb_data/types.d.ts" />
// Nobody rewrites where a person came from through the record API: a user never sends its own first_touch,
// last_touch or gpc in an update, and the studio never sends an order's touch (the server sets them once, at the
// sign-up and the order's creation: internal/touch).
/** @type {Array<{ name: string, fields: string[] }>} */
const GUARDED = [
  { name: "users", fields: ["first_touch", "last_touch", "gpc"] },
  { name: "orders", fields: ["touch"] },
]

/**
 * unset is the rule's clause that none of fields is in the request body.
 * @param {string[]} fields
 */
const unset = (fields) => fields.map((f) => ` && @request.body.${f}:isset = false`).join("")

migrate(
  (app) => {
    for (const { name, fields } of GUARDED) {
      const c = app.findCollectionByNameOrId(name)
      c.updateRule = `(${c.updateRule})${unset(fields)}`
      app.save(c)
    }
  },
  (app) => {
    for (const { name, fields } of GUARDED) {
      const c = app.findCollectionByNameOrId(name)
      const rule = c.updateRule || ""
      const tail = unset(fields)
      if (rule.startsWith("(") && rule.endsWith(`)${tail}`)) c.updateRule = rule.slice(1, -tail.length - 1)
      app.save(c)
    }
  },
)
