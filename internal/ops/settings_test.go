package ops

import (
	"launchdesk/internal/testapp"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

// mapEnv is an envLookup over a map; empty values count as unset, as in lookupEnv.
func mapEnv(m map[string]string) envLookup {
	return func(key string) (string, bool) {
		v, ok := m[key]
		return v, ok && v != ""
	}
}

func TestApplyEnvSettings(t *testing.T) {
	base, err := testapp.New(t).Settings().Clone() // the migrations' defaults: rate limits on, SMTP off
	if err != nil {
		t.Fatal(err)
	}
	base.SMTP.Password = "stored-secret"

	full := map[string]string{
		"APP_URL": "https://studio.example.com/", "SMTP_HOST": "mail.example.com", "SMTP_PORT": "2525",
		"SMTP_USERNAME": "mailer", "SMTP_PASSWORD": "new-secret", "SMTP_TLS": "true",
		"MAIL_SENDER_ADDRESS": "orders@studio.example.com", "MAIL_SENDER_NAME": "Studio Orders",
	}
	scenarios := []struct {
		name    string
		env     map[string]string
		changed bool
		wantErr string
		check   func(t *testing.T, s *core.Settings)
	}{
		{name: "nothing set keeps the stored settings", env: map[string]string{}, changed: false},
		{name: "empty values count as unset", env: map[string]string{"SMTP_HOST": "", "SMTP_PORT": ""}, changed: false},
		{name: "every variable", env: full, changed: true, check: func(t *testing.T, s *core.Settings) {
			got := []any{s.Meta.AppURL, s.Meta.SenderAddress, s.Meta.SenderName, s.SMTP.Enabled, s.SMTP.Host,
				s.SMTP.Port, s.SMTP.Username, s.SMTP.Password, s.SMTP.TLS}
			want := []any{"https://studio.example.com", "orders@studio.example.com", "Studio Orders", true,
				"mail.example.com", 2525, "mailer", "new-secret", true}
			for i := range want {
				if got[i] != want[i] {
					t.Errorf("value %d = %v, want %v", i, got[i], want[i])
				}
			}
		}},
		{name: "only the password, which MarshalJSON hides", env: map[string]string{"SMTP_PASSWORD": "new-secret"},
			changed: true, check: func(t *testing.T, s *core.Settings) {
				if s.SMTP.Password != "new-secret" {
					t.Errorf("password = %q", s.SMTP.Password)
				}
			}},
		{name: "the same password again", env: map[string]string{"SMTP_PASSWORD": "stored-secret"}, changed: false},
		{name: "SMTP_HOST turns SMTP on", env: map[string]string{"SMTP_HOST": "smtp.example.com"}, changed: true,
			check: func(t *testing.T, s *core.Settings) {
				if !s.SMTP.Enabled {
					t.Error("SMTP not enabled")
				}
			}},
		{name: "port not a number", env: map[string]string{"SMTP_PORT": "smtp"}, wantErr: `SMTP_PORT must be a port number between 1 and 65535, got "smtp"`},
		{name: "port zero", env: map[string]string{"SMTP_PORT": "0"}, wantErr: `SMTP_PORT must be a port number between 1 and 65535, got "0"`},
		{name: "port too large", env: map[string]string{"SMTP_PORT": "65536"}, wantErr: "SMTP_PORT must be a port number"},
		{name: "TLS false", env: map[string]string{"SMTP_TLS": "false"}, changed: false},
		{name: "TLS not a boolean", env: map[string]string{"SMTP_TLS": "maybe"}, wantErr: `SMTP_TLS must be true or false, got "maybe"`},
		{name: "RATE_LIMITS off", env: map[string]string{"RATE_LIMITS": "off"}, changed: true,
			check: func(t *testing.T, s *core.Settings) {
				if s.RateLimits.Enabled {
					t.Error("rate limits still on")
				}
			}},
		{name: "RATE_LIMITS OFF in capitals", env: map[string]string{"RATE_LIMITS": "OFF"}, changed: true},
		{name: "RATE_LIMITS on", env: map[string]string{"RATE_LIMITS": "on"}, changed: false},
		{name: "RATE_LIMITS unknown", env: map[string]string{"RATE_LIMITS": "sometimes"}, wantErr: `RATE_LIMITS must be on or off, got "sometimes"`},
	}
	for _, sc := range scenarios {
		t.Run(sc.name, func(t *testing.T) {
			s, err := base.Clone()
			if err != nil {
				t.Fatal(err)
			}
			changed, err := applyEnvSettings(s, mapEnv(sc.env))
			if sc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), sc.wantErr) {
					t.Fatalf("error = %v, want %q", err, sc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if changed != sc.changed {
				t.Errorf("changed = %v, want %v", changed, sc.changed)
			}
			if sc.check != nil {
				sc.check(t, s)
			}
		})
	}
}

func TestSyncEnvSettings(t *testing.T) {
	app := testapp.New(t)
	env := map[string]string{"SMTP_HOST": "mail.example.com", "SMTP_PORT": "2525", "SMTP_PASSWORD": "secret"}
	if err := syncEnvSettings(app, mapEnv(env)); err != nil {
		t.Fatal(err)
	}
	if err := app.ReloadSettings(); err != nil { // read back what was saved, not the cached copy
		t.Fatal(err)
	}
	smtp := app.Settings().SMTP
	if !smtp.Enabled || smtp.Host != "mail.example.com" || smtp.Port != 2525 || smtp.Password != "secret" {
		t.Fatalf("stored SMTP settings = %+v", smtp)
	}

	err := syncEnvSettings(app, mapEnv(map[string]string{"SMTP_HOST": "other.example.com", "SMTP_PORT": "x"}))
	if err == nil || !strings.HasPrefix(err.Error(), "invalid environment: SMTP_PORT") {
		t.Fatalf("error = %v", err)
	}
	if err := app.ReloadSettings(); err != nil {
		t.Fatal(err)
	}
	if app.Settings().SMTP.Host != "mail.example.com" {
		t.Fatalf("a rejected environment changed the stored host to %q", app.Settings().SMTP.Host)
	}
}

func TestLookupEnv(t *testing.T) {
	t.Setenv("LAUNCHDESK_TEST_SET", "x")
	t.Setenv("LAUNCHDESK_TEST_EMPTY", "")
	for key, want := range map[string]bool{"LAUNCHDESK_TEST_SET": true, "LAUNCHDESK_TEST_EMPTY": false, "LAUNCHDESK_TEST_MISSING": false} {
		if _, ok := lookupEnv(key); ok != want {
			t.Errorf("lookupEnv(%s) ok = %v, want %v", key, ok, want)
		}
	}
}
