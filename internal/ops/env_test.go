package ops

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

func TestApplyBackupEnv(t *testing.T) {
	cases := []struct {
		name     string
		env      map[string]string
		wantCron string
		wantKeep int
		wantS3   bool
		wantErr  string
	}{
		{"defaults: nightly, keep 7, local", nil, defaultBackupCron, defaultBackupKeep, false, ""},
		{"custom schedule and retention", map[string]string{"BACKUP_CRON": "30 2 * * *", "BACKUP_KEEP": "14"}, "30 2 * * *", 14, false, ""},
		{"off disables the schedule", map[string]string{"BACKUP_CRON": "off"}, "", defaultBackupKeep, false, ""},
		{"s3 when a bucket is named", map[string]string{"BACKUP_S3_BUCKET": "b", "BACKUP_S3_ENDPOINT": "https://s3.example.com", "BACKUP_S3_FORCE_PATH_STYLE": "true"}, defaultBackupCron, defaultBackupKeep, true, ""},
		{"bad keep", map[string]string{"BACKUP_KEEP": "0"}, "", 0, false, "BACKUP_KEEP"},
		{"bad path style", map[string]string{"BACKUP_S3_BUCKET": "b", "BACKUP_S3_FORCE_PATH_STYLE": "maybe"}, "", 0, false, "BACKUP_S3_FORCE_PATH_STYLE"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := &core.Settings{}
			err := applyBackupEnv(s, func(k string) (string, bool) { v, ok := c.env[k]; return v, ok })
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("error = %v, want one naming %s", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if s.Backups.Cron != c.wantCron || s.Backups.CronMaxKeep != c.wantKeep || s.Backups.S3.Enabled != c.wantS3 {
				t.Fatalf("got cron %q keep %d s3 %v", s.Backups.Cron, s.Backups.CronMaxKeep, s.Backups.S3.Enabled)
			}
			if err := s.Backups.Validate(); c.wantS3 == false && err != nil {
				t.Fatalf("settings do not validate: %v", err)
			}
		})
	}
}

func TestApplyProxyEnv(t *testing.T) {
	s := &core.Settings{}
	applyProxyEnv(s, func(k string) (string, bool) { return " X-Real-IP , ,X-Forwarded-For", k == "TRUSTED_PROXY_HEADERS" })
	if got := strings.Join(s.TrustedProxy.Headers, "|"); got != "X-Real-IP|X-Forwarded-For" {
		t.Fatalf("headers = %q", got)
	}
	applyProxyEnv(s, func(string) (string, bool) { return "", false })
	if len(s.TrustedProxy.Headers) != 0 {
		t.Fatalf("unset env must trust no header, got %v", s.TrustedProxy.Headers)
	}
}

func TestCheckMessageEnv(t *testing.T) {
	cases := []struct {
		value   string
		set, ok bool
	}{
		{"", false, true}, {"10", true, true}, {"0.05", true, true}, {"10080", true, true},
		{"0", true, false}, {"-1", true, false}, {"soon", true, false}, {"10081", true, false}, {"NaN", true, false},
	}
	for _, c := range cases {
		err := checkMessageEnv(func(k string) (string, bool) {
			return c.value, c.set && k == "MESSAGE_EMAIL_DELAY_MINUTES"
		})
		if (err == nil) != c.ok {
			t.Errorf("MESSAGE_EMAIL_DELAY_MINUTES=%q: error %v, want ok=%v", c.value, err, c.ok)
		}
		if err != nil && !strings.Contains(err.Error(), "MESSAGE_EMAIL_DELAY_MINUTES") {
			t.Errorf("error %q does not name the variable", err)
		}
	}
}
