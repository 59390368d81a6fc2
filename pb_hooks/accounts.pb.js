/// <reference path="../pb_data/types.d.ts" />
// Accounts: a new self-registered account gets the e-mail verification link at once (the portal keeps offering
// "Resend" until it is confirmed); e-mail preferences hold only the known kinds as true/false (lib/account_hooks.js).
// Every new client account, whatever the path (sign-up, Go, the demo's app.save), owns a new brand of one, made in
// the account's transaction (lib/teams.js).

onRecordCreateRequest((e) => require(`${__hooks}/lib/account_hooks.js`).createAccount(e), "users")

onRecordUpdateRequest((e) => require(`${__hooks}/lib/account_hooks.js`).updateAccount(e), "users")

onRecordCreateExecute((e) => require(`${__hooks}/lib/teams.js`).saveNewAccount(e), "users")
