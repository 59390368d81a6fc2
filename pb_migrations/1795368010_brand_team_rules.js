/// <reference path="../pb_data/types.d.ts" />
// Every collection a client reaches moves from "the record's client is me" to "my membership of the record's
// brand allows it" (lib/teams.json can, worded by lib/team_rules.js; docs/decisions/0038-brand-teams.md):
// work (owner, member): the order, its history, thread, launch, intake, review and testimonial; pay (owner,
// billing): its payments. A billing member reads its brand's orders' titles and statuses through the portal's Go
// route only (internal/portalapi), never the order record, its thread or its files. The brand and its memberships
// are read by the brand's members. The studio reads everything, as before. The down puts the client rules back.
const SIGNED_IN = '@request.auth.id != ""'
const ADMIN = '@request.auth.role = "admin"'
const CLIENT = "@request.auth.id"

/**
 * rules are every rule this migration sets, by collection: with team (lib/team_rules.js) the brand's, without it
 * (the down) the client's own, as before.
 */
function rules(team) {
  const own = (client, ability, brandPath) =>
    team ? team.brandMay(ability, brandPath) : `${client} = ${CLIENT}`
  const read = (r) => ({ listRule: r, viewRule: r })
  const orderRead = (ability) =>
    read(`${SIGNED_IN} && (${own("order.client", ability, "order.brand")} || ${ADMIN})`)
  const internalUnset = "(@request.body.internal:isset = false || @request.body.internal = false)"
  const work = own("order.client", "work", "order.brand")
  const self = `id = ${CLIENT} || ${ADMIN}`
  return {
    // a member reads its teammates' names (the thread and the history name the person), never their e-mails
    users: read(team ? `${self} || ${team.inBrand("memberships_via_user.brand")}` : self),
    orders: read(`${SIGNED_IN} && (${own("client", "work", "brand")} || ${ADMIN})`),
    order_events: orderRead("work"),
    launches: orderRead("work"),
    intake_items: orderRead("work"),
    reviews: orderRead("work"),
    review_items: orderRead("work"),
    testimonials: team ? orderRead("work") : read(`${SIGNED_IN} && (client = ${CLIENT} || ${ADMIN})`),
    payments: orderRead("pay"),
    extra_payments: orderRead("pay"),
    messages: {
      ...read(`${SIGNED_IN} && (${ADMIN} || (${work} && internal = false))`),
      createRule: `${SIGNED_IN} && (${ADMIN} || (${work} && ${internalUnset}))`,
      updateRule: `${SIGNED_IN} && author = ${CLIENT} && (${ADMIN} || ${work})`,
    },
  }
}

/**
 * orderWrites are the clauses this migration adds at the end of the orders create and update rules (whatever other
 * migrations made them): a new order's author works for its brand and never names the brand (the hooks set it), and
 * the studio never moves an order to another brand.
 */
function orderWrites(team) {
  return {
    createRule: ` && ${team.mayRole("work")} && @request.body.brand:isset = false`,
    updateRule: " && (@request.body.brand:isset = false || @request.body.brand = brand)",
  }
}

/** apply sets each collection's rules. */
function apply(app, all) {
  for (const [name, set] of Object.entries(all)) {
    const c = app.findCollectionByNameOrId(name)
    for (const [rule, value] of Object.entries(set)) c[rule] = value
    app.save(c)
  }
}

migrate(
  (app) => {
    const team = require(`${__hooks}/lib/team_rules.js`)
    apply(app, rules(team))
    const members = (field) => `${SIGNED_IN} && (${team.inBrand(field)} || ${ADMIN})`
    apply(app, {
      brands: { listRule: members("id"), viewRule: members("id") },
      memberships: { listRule: members("brand"), viewRule: members("brand") },
    })
    const orders = app.findCollectionByNameOrId("orders")
    for (const [rule, tail] of Object.entries(orderWrites(team))) orders[rule] = `${orders[rule]}${tail}`
    app.save(orders)
  },
  (app) => {
    apply(app, rules(null))
    const orders = app.findCollectionByNameOrId("orders")
    const team = require(`${__hooks}/lib/team_rules.js`)
    for (const [rule, tail] of Object.entries(orderWrites(team))) {
      const now = orders[rule] || ""
      if (now.endsWith(tail)) orders[rule] = now.slice(0, -tail.length)
    }
    app.save(orders)
  },
)
