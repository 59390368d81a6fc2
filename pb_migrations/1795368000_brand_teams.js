/// <reference path="../pb_data/types.d.ts" />
// Brand teams (docs/decisions/0038-brand-teams.md, docs/teams.md):
// - brands: a client brand, by name. Every client account belongs to one.
// - memberships: who belongs to which brand, in which role (lib/teams.json: owner, member, billing). One brand per
//   account (user unique), so a rule reaches the signed-in account's one membership by an index.
// - invitations: the owner's invitation of an e-mail address in a role; its token is a secret (hidden), it expires,
//   and it is used once or revoked. Only the team routes (internal/teams) read and write it.
// - orders.brand: the brand an order is for, set by internal/teams from its client's membership when it is made.
// Existing clients become owners of a brand of one, named after their latest order's company or else themselves;
// the brand and membership take the account's id, so the down finds nothing else to undo.
migrate(
  (app) => {
    const { STUDIO_ROLE } = require(`${__hooks}/lib/studio.js`)
    const { TEAMS } = require(`${__hooks}/lib/team_rules.js`)
    const users = app.findCollectionByNameOrId("users")
    const closed = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null }
    const dates = [
      { type: "autodate", name: "created", onCreate: true },
      { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
    ]
    const brands = new Collection({
      type: "base",
      name: "brands",
      ...closed,
      fields: [{ type: "text", name: "name", required: true, max: 200, presentable: true }, ...dates],
    })
    app.save(brands)
    const brand = { type: "relation", name: "brand", required: true, maxSelect: 1, collectionId: brands.id }
    const memberships = new Collection({
      type: "base",
      name: "memberships",
      ...closed,
      fields: [
        { ...brand, cascadeDelete: true },
        {
          type: "relation",
          name: "user",
          required: true,
          maxSelect: 1,
          collectionId: users.id,
          cascadeDelete: true,
        },
        { type: "select", name: "role", required: true, maxSelect: 1, values: TEAMS.roles },
        ...dates,
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_memberships_user ON memberships (user)",
        "CREATE UNIQUE INDEX idx_memberships_brand_user ON memberships (brand, user)",
      ],
    })
    app.save(memberships)
    const invitations = new Collection({
      type: "base",
      name: "invitations",
      ...closed,
      fields: [
        { ...brand, cascadeDelete: true },
        { type: "email", name: "email", required: true },
        { type: "select", name: "role", required: true, maxSelect: 1, values: TEAMS.invitable },
        { type: "text", name: "token", required: true, max: 64, hidden: true },
        { type: "date", name: "expires", required: true },
        {
          type: "select",
          name: "state",
          required: true,
          maxSelect: 1,
          values: ["pending", "used", "revoked"],
        },
        { type: "relation", name: "invited_by", maxSelect: 1, collectionId: users.id, cascadeDelete: false },
        ...dates,
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_invitations_token ON invitations (token)",
        "CREATE INDEX idx_invitations_brand_state ON invitations (brand, state)",
        "CREATE INDEX idx_invitations_email ON invitations (email COLLATE NOCASE, state)",
      ],
    })
    app.save(invitations)
    const orders = app.findCollectionByNameOrId("orders")
    orders.fields.add(
      new RelationField({ name: "brand", maxSelect: 1, collectionId: brands.id, cascadeDelete: false }),
    )
    orders.indexes.push("CREATE INDEX idx_orders_brand_created ON orders (brand, created)")
    app.save(orders)

    const db = app.db()
    const clients = "FROM users u WHERE u.role != {:studio}"
    db.newQuery(
      `INSERT INTO brands (id, name, created, updated) SELECT u.id, COALESCE(
         NULLIF((SELECT o.company_name FROM orders o WHERE o.client = u.id ORDER BY o.created DESC LIMIT 1), ''),
         NULLIF(u.name, ''), substr(u.email, 1, instr(u.email, '@') - 1)), u.created, u.created ${clients}`,
    )
      .bind({ studio: STUDIO_ROLE })
      .execute()
    db.newQuery(
      `INSERT INTO memberships (id, brand, user, role, created, updated)
       SELECT u.id, u.id, u.id, 'owner', u.created, u.created ${clients}`,
    )
      .bind({ studio: STUDIO_ROLE })
      .execute()
    db.newQuery(
      "UPDATE orders SET brand = COALESCE((SELECT m.brand FROM memberships m WHERE m.user = orders.client), '')",
    ).execute()
  },
  (app) => {
    const orders = app.findCollectionByNameOrId("orders")
    orders.indexes = orders.indexes.filter((i) => !i.includes("idx_orders_brand_created"))
    orders.fields.removeByName("brand")
    app.save(orders)
    for (const name of ["invitations", "memberships", "brands"])
      app.delete(app.findCollectionByNameOrId(name))
  },
)
