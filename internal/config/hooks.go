package config

import "github.com/pocketbase/pocketbase/core"

// HooksStoreKey is where the JS hooks find their settings: $app.store().get("launchdesk.config")
// is a Hooks (fields lower-cased: messageEmailDelayMs, intakeReminderMs, orderAlertWindowMs).
const HooksStoreKey = "launchdesk.config"

// StoredHooks is what BindHooks stored in app, or the defaults when nothing was (a test app).
func StoredHooks(app core.App) Hooks {
	if h, ok := app.Store().Get(HooksStoreKey).(Hooks); ok && h.Currency != "" {
		return h
	}
	return Defaults().Hooks
}

// BindHooks puts the hooks' settings in the app's store before the hooks load. A struct value, not
// a pointer: every read hands JS a fresh copy, so a hook that assigns to one changes nothing for the rest.
func BindHooks(app core.App, h Hooks) {
	app.Store().Set(HooksStoreKey, h)
}
