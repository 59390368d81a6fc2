/* global $app, Record, __hooks -- the hooks' globals: this runs in the jsvm plugin's VM (render_test.go) */
// Renders every kind of e-mail the hooks send, with fixed data, through the hooks' own paths: saving records
// (orders, notifications, messages) makes the hooks queue their e-mails, and the account e-mails go through the
// entry point of PocketBase's mailer hooks with fixed tokens and codes. Answers a JSON list of
// { Name, Subject, Text, HTML }, one per outbox row read after a step, in mailFixtures.out (render_test.go reads it
// once every part has run).
;(function () {
  const out = []
  function take(name, kind, recipient) {
    const rows = $app.findRecordsByFilter(
      "mail_outbox",
      "kind = {:kind} && recipient = {:recipient}",
      "-updated",
      1,
      0,
      { kind, recipient },
    )
    if (rows.length === 0) throw new Error("no " + kind + " e-mail to " + recipient + " for " + name)
    const r = rows[0]
    // the reader's role; none for an address with no account (a new address being confirmed)
    const readers = $app.findRecordsByFilter("users", "email = {:recipient}", "", 1, 0, { recipient })
    const role = readers.length > 0 ? readers[0].getString("role") : ""
    out.push({
      Name: name,
      Kind: kind,
      Role: role,
      Subject: r.getString("subject"),
      Text: r.getString("text"),
      HTML: r.getString("html"),
    })
  }
  function save(collection, id, data, unchecked) {
    const r = new Record($app.findCollectionByNameOrId(collection))
    r.set("id", id)
    for (const k of Object.keys(data)) r.set(k, data[k])
    if (unchecked) $app.saveNoValidate(r)
    else $app.save(r)
    return r
  }
  function user(id, email, name, role) {
    const data = { email, name, role, password: "fixture-pass-1", passwordConfirm: "fixture-pass-1" }
    return save("users", id, data, name === "") // a user without a name (older accounts): "Hello,"
  }

  const admin = user("adminsam0000001", "sam@studio.test", "Sam Studio", "admin")
  const client = user("clientava000001", "ava@client.test", 'Ava "A" <Lee>', "client")
  const nameless = user("clientnon000001", "none@client.test", "", "client")

  const order = save("orders", "orderdrop000001", {
    title: 'Spring "Drop" <1>',
    company_name: "Noir & Co",
    client: client.id,
    description: "Three pages:\r\n- home & shop\n\n<b>sizes</b> last",
  })
  take("new_order", "new_order", admin.email())
  take("order_received", "order_received", client.email())
  save("orders", "orderdrop000002", {
    title: "Summer",
    company_name: "Noir & Co",
    client: client.id,
    description: "x",
  })
  take("new_orders_one", "new_orders", admin.email())
  save("orders", "orderdrop000003", {
    title: "Fall & <Winter>",
    company_name: "Noir",
    client: client.id,
    description: "y",
  })
  take("new_orders_two", "new_orders", admin.email())

  order.set("status", "in_progress")
  $app.save(order)
  take("status_approved", "status_change", client.email())
  take("intake_reminder", "intake_reminder", client.email())
  order.set("status", "pending_approval")
  order.set("@launchdesk.reason", "The logo file <was> empty & blurry.\nPlease send it again.")
  $app.save(order)
  take("status_back", "status_change", client.email())

  function notify(name, to, title, message, orderId) {
    const n = new Record($app.findCollectionByNameOrId("notifications"))
    n.set("user", to.id)
    n.set("title", title)
    n.set("message", message)
    if (orderId) n.set("related_order", orderId)
    n.set("@launchdesk.sentByStudio", "1")
    $app.save(n)
    take(name, "notification", to.email())
  }
  notify(
    "notification_order",
    client,
    "Your <logo> & fonts",
    "First line.\n\n  Second line & more.  \n",
    order.id,
  )
  notify("notification_plain", nameless, "Hello there", "Just one line.", "")
  // the studio greets in its message and pastes an address: one greeting, the address a link (javascript: is text)
  notify(
    "notification_greeted",
    client,
    "Your preview",
    "Hi Ava,\nThe preview is at https://noir-atelier.myshopify.com/?preview=1&x=<y>. Not javascript:alert(1).",
    order.id,
  )

  function message(id, author, body) {
    save("messages", id, { order: order.id, author: author.id, body })
  }
  message("messagestudio01", admin, "Hi <Ava>,\n\nwe need   your logo & fonts.")
  take("messages_client_one", "messages", client.email())
  message("messagestudio02", admin, "Also: " + "long words ".repeat(40))
  take("messages_client_two", "messages", client.email())
  message("messageclient01", client, 'Sure, "tomorrow" & more.')
  take("messages_admin", "messages", admin.email())

  // eslint-disable-next-line @typescript-eslint/no-require-imports -- require() is how the hooks share code
  const accounts = require(`${__hooks}/lib/account_outbox.js`)
  function account(name, kind, who, meta) {
    accounts.queueAccountMail({ app: $app, record: who, meta }, kind)
    take(name, kind, meta.newEmail || who.email())
  }
  account("password_reset", "password_reset", client, { token: "reset.token/+1" })
  account("verification", "verification", nameless, { token: "verify.token" })
  account("email_change", "email_change", client, { token: "change.token", newEmail: "ava.new@client.test" })
  account("sign_in_code", "sign_in_code", client, { password: "12345678", otpId: "otpfixture00001" })
  account("auth_alert", "auth_alert", client, { info: "Firefox on Linux\r\nfrom <somewhere>" })
  account("auth_alert_plain", "auth_alert", nameless, {})
  account("auth_alert_device", "auth_alert", client, {
    info:
      "2026-11-28 03:22:37.679Z - 203.0.113.7 Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 " +
      "(KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    zone: "Europe/Paris",
    offsetMinutes: 60,
  })

  // The preview review and the testimonial invitation, through the review's own functions (its routes call them).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- require() is how the hooks share code
  const reviews = require(`${__hooks}/lib/review_actions.js`)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- require() is how the hooks share code
  const { moveStep } = require(`${__hooks}/lib/launch_actions.js`)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- require() is how the hooks share code
  const { findLaunch } = require(`${__hooks}/lib/launch_store.js`)
  const studio = { kind: "admin", userId: admin.id }
  const buyer = { kind: "client", userId: client.id }
  const preview = { url: "https://noir.example.com", password: "p<w>" }
  const now = Date.parse("2026-03-02T10:00:00Z")
  order.set("status", "in_progress")
  $app.save(order)
  const launch = findLaunch($app, order.id)
  reviews.ask($app, order, launch, preview, studio, now, moveStep)
  const asked = {
    decision: "changes",
    items: ["A bigger <logo>", 'Fix the "footer" & links'],
    round: 1,
  }
  reviews.answer($app, order, launch, asked, buyer, now, moveStep)
  take("review_changes", "review", admin.email())
  for (const item of $app.findRecordsByFilter("review_items", "order = {:o}", "", 0, 0, { o: order.id })) {
    reviews.tick($app, order, launch, item.id, true, studio, now)
  }
  reviews.ask($app, order, launch, preview, studio, now, moveStep)
  reviews.answer($app, order, launch, { decision: "approve", round: 2 }, buyer, now, moveStep)
  take("review_approved", "review", admin.email())
  moveStep($app, order, launch, "launched", studio, now)
  take("testimonial_invite", "testimonial", client.email())
  // the studio corrects the testimonial only with its client (docs/decisions.md §21): hide and ask with a note, then
  // propose words; both are notifications the studio sends, e-mailed through the notification path, values escaped
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- require() is how the hooks share code
  const testimonials = require(`${__hooks}/lib/testimonials.js`)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- require() is how the hooks share code
  const corrections = require(`${__hooks}/lib/testimonial_corrections.js`)
  const testimonial = testimonials.findTestimonial($app, order.id)
  const words = 'Launched in two days. <script>alert("x")</script> & more.'
  testimonials.answer($app, testimonial, { rating: 5, words, show_words: true }, now)
  const read = { answered_at: testimonial.getString("answered_at") }
  corrections.ask($app, testimonial, { ...read, note: "Please drop the <script> part & keep the rest." }, now)
  take("testimonial_ask", "notification", client.email())
  corrections.propose($app, testimonial, { ...read, words: "Launched in two days, & more." }, now)
  take("testimonial_proposal", "notification", client.email())

  const other = $app.findRecordById("orders", "orderdrop000003")
  other.set("status", "in_progress")
  $app.save(other)
  const otherLaunch = findLaunch($app, other.id)
  reviews.ask($app, other, otherLaunch, preview, studio, now, moveStep)
  const reason = { reason: "Agreed by phone: <launch> on Friday & not later." }
  reviews.override($app, other, otherLaunch, reason, studio, now)
  take("review_overridden", "review", client.email())
  // the launch approved by the studio before any preview was posted (the strict launch gate: a review at round 0)
  const summer = $app.findRecordById("orders", "orderdrop000002")
  const unreviewed = { reason: "You asked for it by phone: <launch> today & no preview." }
  reviews.override($app, summer, null, unreviewed, studio, now)
  take("review_overridden_unreviewed", "review", client.email())
  // the studio cancels an order (docs/decisions.md §27): its own subject, heading and sentences, the reason escaped
  other.set("status", "cancelled")
  other.set("@launchdesk.reason", "You asked us to <stop> & wait.")
  $app.save(other)
  take("order_cancelled", "order_cancelled", client.email())

  // the order's payment, due since its approval above: paid by hand, then refunded
  const payment = $app.findFirstRecordByFilter("payments", "order = {:o}", { o: order.id })
  payment.set("state", "paid")
  payment.set("method", "bank_transfer")
  payment.set("reference", "TR <991>")
  $app.save(payment)
  take("payment_receipt", "payment_receipt", client.email())
  payment.set("state", "refunded")
  $app.save(payment)
  take("payment_refund", "payment_refund", client.email())

  // a partial refund made in Stripe, of another client's paid order, with markup in every value it may hold
  const marked = user("clientmrk000001", "mark@client.test", '<img src=x onerror="alert(1)"> & Co', "client")
  const markedOrder = save("orders", "orderdrop000004", {
    title: '<script>alert("t")</script> & <b>Drop</b>',
    company_name: "<i>Mark</i>",
    client: marked.id,
    description: "z",
  })
  markedOrder.set("status", "in_progress")
  $app.save(markedOrder)
  const part = $app.findFirstRecordByFilter("payments", "order = {:o}", { o: markedOrder.id })
  part.set("state", "paid")
  part.set("method", "card")
  $app.save(part)
  part.set("refunded_cents", 5050)
  $app.save(part)
  take("payment_partial_refund", "payment_partial_refund", marked.email())

  // a second payment Stripe took on another session of that paid order: kept to refund, then refunded
  const extra = save("extra_payments", "extrapay0000001", {
    order: markedOrder.id,
    payment: part.id,
    amount_cents: 20000,
    currency: "usd",
    state: "to_refund",
    stripe_session: "cs_test_second",
  })
  take("payment_second", "payment_second", marked.email())
  extra.set("state", "refunded")
  $app.save(extra)
  take("payment_second_refund", "payment_second_refund", marked.email())
  // the client's bank disputes that card payment (Stripe's webhook writes the row): the admins are alerted
  save("disputes", "disputefixture1", {
    order: markedOrder.id,
    stripe_dispute: "dp_fixture",
    payment_intent: "pi_fixture",
    amount_cents: 20000,
    currency: "usd",
    reason: "product_not_received",
    status: "needs_response",
    evidence_due: "2026-12-08 23:59:59.000Z",
  })
  take("dispute", "dispute", admin.email())
  // the guarantee kept (internal/guarantee writes the rows): refunded to that card, and owed by transfer on the first
  // order; each tells its client why, once
  save("make_goods", "makegoodcard001", {
    order: markedOrder.id,
    percent: 50,
    amount_cents: 10000,
    currency: "usd",
    used_ms: 53 * 3600000 + 20 * 60000,
    promise_hours: 48,
    method: "card",
    state: "refunded",
  })
  take("guarantee_card", "guarantee", marked.email())
  save("make_goods", "makegoodowed001", {
    order: order.id,
    percent: 25,
    amount_cents: 5000,
    currency: "usd",
    used_ms: 48 * 3600000 + 7 * 60000,
    promise_hours: 48,
    method: "transfer",
    state: "owed",
  })
  take("guarantee_owed", "guarantee", client.email())
  // the studio's alerts about the data's copies, queued as internal/replica queues them (internal/hookjs), with the
  // facts Go passes: replication failing (with and without Litestream's answer), not started again, a backup failed
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- require() is how the hooks share code
  const { queueOpsAlert } = require(`${__hooks}/lib/ops_alerts.js`)
  function alert(name, facts) {
    queueOpsAlert($app, facts)
    take(name, "ops_alert", admin.email())
    $app.db().newQuery("DELETE FROM mail_outbox WHERE kind = 'ops_alert'").execute() // the next take finds its own
  }
  const since = Date.parse("2026-11-28T03:22:37Z")
  alert("ops_replication_failing", { event: "replication_failing", minutes: 10, sinceMs: since, error: "" })
  alert("ops_replication_failing_error", {
    event: "replication_failing",
    minutes: 0.5,
    sinceMs: since,
    error: 'litestream is not answering: dial unix litestream.sock: <connect> & "refused"',
  })
  alert("ops_replication_stopped", {
    event: "replication_stopped",
    after: "backup",
    error: "litestream: exec: no such file",
  })
  alert("ops_backup_failed", {
    event: "backup_failed",
    name: "pb_backup_20261128.zip",
    error: "write data.db: no space left on device",
  })
  // what the next parts (harness_*.js, run after this one in the same VM) render with
  globalThis.mailFixtures = { out, take, save, admin }
})()
