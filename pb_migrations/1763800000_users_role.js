/// <reference path="../pb_data/types.d.ts" />
// users: a role (client | admin) and a required name; sign-up can never produce an admin,
// a user reads and edits only itself and never its role; admins read every user.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users")

    users.fields.add(
      new SelectField({ name: "role", required: true, maxSelect: 1, values: ["client", "admin"] }),
    )
    const name = users.fields.getByName("name")
    name.required = true
    name.max = 120
    users.fields.getByName("password").min = 6

    users.listRule = 'id = @request.auth.id || @request.auth.role = "admin"'
    users.viewRule = 'id = @request.auth.id || @request.auth.role = "admin"'
    users.createRule = '@request.body.role:isset = false || @request.body.role = "client"'
    users.updateRule =
      "id = @request.auth.id && (@request.body.role:isset = false || @request.body.role = @request.auth.role)"
    users.deleteRule = null
    users.indexes.push("CREATE INDEX idx_users_role_created ON users (role, created)")

    app.save(users)
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users")
    users.fields.removeByName("role")
    const name = users.fields.getByName("name")
    name.required = false
    name.max = 255
    users.fields.getByName("password").min = 8
    users.listRule = "id = @request.auth.id"
    users.viewRule = "id = @request.auth.id"
    users.createRule = ""
    users.updateRule = "id = @request.auth.id"
    users.deleteRule = "id = @request.auth.id"
    users.indexes = users.indexes.filter((i) => !i.includes("idx_users_role_created"))
    app.save(users)
  },
)
