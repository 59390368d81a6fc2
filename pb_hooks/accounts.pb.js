/// <reference path="../pb_data/types.d.ts" />
// Accounts: a new self-registered account gets the e-mail verification link at once (the portal keeps offering
// "Resend" until it is confirmed); e-mail preferences hold only the known kinds as true/false (lib/account_hooks.js).

onRecordCreateRequest((e) => require(`${__hooks}/lib/account_hooks.js`).createAccount(e), "users")

onRecordUpdateRequest((e) => require(`${__hooks}/lib/account_hooks.js`).updateAccount(e), "users")
