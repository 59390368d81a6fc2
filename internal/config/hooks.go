package config

import "github.com/pocketbase/pocketbase/core"

// HooksStoreKey is where the JS hooks find their settings: $app.store().get("launchdesk.config")
// is a read-only Hooks (fields lower-cased: messageEmailDelayMs, intakeReminderMs).
const HooksStoreKey = "launchdesk.config"

// BindHooks puts the hooks' settings in the app's store before the hooks load. A struct value, not
// a pointer: goja hands JS a copy whose fields cannot be assigned, and every hook runtime shares it.
func BindHooks(app core.App, h Hooks) {
	app.Store().Set(HooksStoreKey, h)
}
