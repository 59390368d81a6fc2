/// <reference path="../pb_data/types.d.ts" />
// Disputes (docs/payments.md): Stripe's webhook (internal/payments, Go) writes one disputes row per dispute of a
// card payment; its first save alerts the studio at once, in the save's transaction: an in-app notification and an
// e-mail to every admin; its closing tells the studio how it ended (lib/dispute_hooks.js). The client is told
// nothing here. No hook runs when disputes are read (only the studio's Go routes read them).

onRecordCreateExecute((e) => require(`${__hooks}/lib/dispute_hooks.js`).saveDispute(e), "disputes")
onRecordUpdateExecute((e) => require(`${__hooks}/lib/dispute_hooks.js`).saveDispute(e), "disputes")
