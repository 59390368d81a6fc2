package config_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/config"
	"launchdesk/internal/testapp"
)

// load is config.Load over a map, failing the test on a refused value.
func load(t *testing.T, m map[string]string) config.Config {
	t.Helper()
	c, err := config.Load(func(name string) (string, bool) { v, ok := m[name]; return v, ok && v != "" })
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// syncAndRead syncs c into app and reads back what was saved (not the cached copy), with its update time.
func syncAndRead(t *testing.T, app core.App, c config.Config) (*core.Settings, string) {
	t.Helper()
	if err := config.Sync(app, c); err != nil {
		t.Fatal(err)
	}
	if err := app.ReloadSettings(); err != nil {
		t.Fatal(err)
	}
	var updated string
	if err := app.DB().NewQuery("SELECT updated FROM _params WHERE id = 'settings'").Row(&updated); err != nil {
		t.Fatal(err)
	}
	return app.Settings(), updated
}

func TestSyncWritesTheStoredSettings(t *testing.T) {
	app := testapp.New(t)
	s, _ := syncAndRead(t, app, load(t, map[string]string{
		"APP_URL": "https://studio.example.com/", "SMTP_HOST": "mail.example.com", "SMTP_PORT": "2525",
		"SMTP_USERNAME": "mailer", "SMTP_PASSWORD": "secret", "SMTP_TLS": "true", "RATE_LIMITS": "off",
		"MAIL_SENDER_ADDRESS": "orders@studio.example.com", "MAIL_SENDER_NAME": "Studio Orders",
		"BACKUP_CRON": "30 2 * * *", "BACKUP_KEEP": "14", "TRUSTED_PROXY_HEADERS": "X-Real-IP",
		"BACKUP_S3_BUCKET": "b", "BACKUP_S3_REGION": "eu", "BACKUP_S3_ACCESS_KEY": "k", "BACKUP_S3_SECRET": "s",
		"BACKUP_S3_ENDPOINT": "https://s3.example.com", "BACKUP_S3_FORCE_PATH_STYLE": "true",
	}))
	got := []any{s.Meta.AppURL, s.Meta.SenderAddress, s.Meta.SenderName, s.SMTP.Enabled, s.SMTP.Host, s.SMTP.Port,
		s.SMTP.Username, s.SMTP.Password, s.SMTP.TLS, s.RateLimits.Enabled, s.Backups.Cron, s.Backups.CronMaxKeep,
		len(s.TrustedProxy.Headers), s.Backups.S3.Enabled, s.Backups.S3.Endpoint, s.Backups.S3.ForcePathStyle}
	want := []any{"https://studio.example.com", "orders@studio.example.com", "Studio Orders", true, "mail.example.com",
		2525, "mailer", "secret", true, false, "30 2 * * *", 14, 1, true, "https://s3.example.com", true}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("value %d = %v, want %v", i, got[i], want[i])
		}
	}
}

func TestSyncKeepsWhatIsUnsetAndSavesOnlyChanges(t *testing.T) {
	app := testapp.New(t)
	first, updated := syncAndRead(t, app, load(t, map[string]string{"SMTP_PASSWORD": "secret"}))
	if first.Meta.AppURL != "http://127.0.0.1:8090" || first.SMTP.Enabled || !first.RateLimits.Enabled ||
		first.Backups.Cron != "0 3 * * *" || first.Backups.CronMaxKeep != 7 || first.Backups.S3.Enabled {
		t.Fatalf("an empty environment changed the migration's defaults: %+v", first)
	}
	if _, again := syncAndRead(t, app, load(t, map[string]string{"SMTP_PASSWORD": "secret"})); again != updated {
		t.Errorf("the same environment saved the settings again (%s, then %s)", updated, again)
	}
	// Only the password, which MarshalJSON hides, changes: it must still be saved.
	s, _ := syncAndRead(t, app, load(t, map[string]string{"SMTP_PASSWORD": "new-secret"}))
	if s.SMTP.Password != "new-secret" {
		t.Errorf("password = %q", s.SMTP.Password)
	}
}
