/// <reference path="../pb_data/types.d.ts" />
// The guarantee kept (docs/guarantee.md): internal/guarantee (Go) finds an order whose studio-side time passed the
// promise and writes its make_goods row once; each save runs here in its own transaction. The client is told once,
// in-app and by e-mail, when the make-good is refunded to the card or owed by transfer (lib/guarantee_hooks.js).
// No hook runs when make_goods are read (only the studio's Go routes read them).

onRecordCreateExecute((e) => require(`${__hooks}/lib/guarantee_hooks.js`).saveMakeGood(e), "make_goods")
onRecordUpdateExecute((e) => require(`${__hooks}/lib/guarantee_hooks.js`).saveMakeGood(e), "make_goods")
