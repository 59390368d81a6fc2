// Package pipeline holds no Go code of the order status pipeline: the rules, texts and e-mail templates
// are JS in pb_hooks/ (orders.pb.js, lib/, views/mail/), run inside each order save's transaction, and
// internal/outbox delivers the e-mails they queue. Its tests drive those hooks through Go's app.Save, the one
// write path the integration tests (tests/integration/pipeline*.test.ts) cannot reach.
package pipeline
