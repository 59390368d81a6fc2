/* global $app, mailFixtures -- the hooks' globals and harness.js's helpers (render_test.go runs this after it) */
// The team e-mails of the mail fixtures: Ava, owner of her brand since she signed up, invites a bookkeeper, with a
// brand name that holds markup.
;(function () {
  const { take, save } = mailFixtures
  const ava = $app.findFirstRecordByFilter("users", "email = 'ava@client.test'")
  const membership = $app.findFirstRecordByFilter("memberships", "user = {:u}", { u: ava.id })
  const brand = $app.findRecordById("brands", membership.getString("brand"))
  brand.set("name", "Noir <b>&</b> Co")
  $app.save(brand)
  save("invitations", "invitationbook1", {
    brand: brand.id,
    email: "books@brand.test",
    role: "billing",
    token: "fixtureinvitationtokenfixtureinvitation0001",
    expires: "2027-03-30 10:00:00.000Z",
    state: "pending",
    invited_by: ava.id,
  })
  take("team_invitation", "team_invitation", "books@brand.test")
})()
