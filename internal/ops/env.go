package ops

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// Default backup schedule: every night at 03:00 UTC, the last 7 kept.
const (
	defaultBackupCron = "0 3 * * *"
	defaultBackupKeep = 7
)

// applyBackupEnv configures PocketBase's scheduled backups from the environment:
// BACKUP_CRON ("off" disables; default nightly), BACKUP_KEEP (default 7), and S3-compatible
// storage when BACKUP_S3_BUCKET is set (BACKUP_S3_REGION, BACKUP_S3_ENDPOINT,
// BACKUP_S3_ACCESS_KEY, BACKUP_S3_SECRET, BACKUP_S3_FORCE_PATH_STYLE).
func applyBackupEnv(s *core.Settings, env envLookup) error {
	cron, ok := env("BACKUP_CRON")
	switch {
	case !ok:
		cron = defaultBackupCron
	case strings.EqualFold(cron, "off"):
		cron = ""
	}
	s.Backups.Cron = cron
	s.Backups.CronMaxKeep = defaultBackupKeep
	if v, ok := env("BACKUP_KEEP"); ok {
		keep, err := strconv.Atoi(v)
		if err != nil || keep < 1 {
			return fmt.Errorf("BACKUP_KEEP must be a whole number of backups of at least 1, got %q", v)
		}
		s.Backups.CronMaxKeep = keep
	}
	bucket, ok := env("BACKUP_S3_BUCKET")
	s.Backups.S3.Enabled = ok
	if !ok {
		return nil
	}
	s.Backups.S3.Bucket = bucket
	s.Backups.S3.Region, _ = env("BACKUP_S3_REGION")
	s.Backups.S3.Endpoint, _ = env("BACKUP_S3_ENDPOINT")
	s.Backups.S3.AccessKey, _ = env("BACKUP_S3_ACCESS_KEY")
	s.Backups.S3.Secret, _ = env("BACKUP_S3_SECRET")
	if v, ok := env("BACKUP_S3_FORCE_PATH_STYLE"); ok {
		force, err := strconv.ParseBool(v)
		if err != nil {
			return fmt.Errorf("BACKUP_S3_FORCE_PATH_STYLE must be true or false, got %q", v)
		}
		s.Backups.S3.ForcePathStyle = force
	}
	return nil
}

// applyProxyEnv trusts the client-IP headers of a reverse proxy (TRUSTED_PROXY_HEADERS, comma
// separated, e.g. "X-Real-IP" or "X-Forwarded-For"), so rate limits and logs see visitors' addresses
// instead of the proxy's. Unset: no header is trusted (correct when the binary faces the internet).
func applyProxyEnv(s *core.Settings, env envLookup) {
	s.TrustedProxy.Headers = nil
	if v, ok := env("TRUSTED_PROXY_HEADERS"); ok {
		for _, h := range strings.Split(v, ",") {
			if h = strings.TrimSpace(h); h != "" {
				s.TrustedProxy.Headers = append(s.TrustedProxy.Headers, h)
			}
		}
	}
}

// applyOpsEnv applies the backup and proxy environment and reports whether either changed.
func applyOpsEnv(s *core.Settings, env envLookup) (bool, error) {
	backups, proxy := s.Backups, s.TrustedProxy
	if err := applyBackupEnv(s, env); err != nil {
		return false, err
	}
	applyProxyEnv(s, env)
	return !reflect.DeepEqual(backups, s.Backups) || !reflect.DeepEqual(proxy, s.TrustedProxy), nil
}

// maxMessageEmailDelayMinutes bounds MESSAGE_EMAIL_DELAY_MINUTES: a week.
const maxMessageEmailDelayMinutes = 7 * 24 * 60

// checkMessageEnv validates MESSAGE_EMAIL_DELAY_MINUTES (default 10), how long an order message
// waits unread before it is e-mailed: a positive number of minutes, fractions allowed (0.1 is six
// seconds, for tests), at most a week. The JS hooks read it (pb_hooks/lib/message_mails.js); this
// check makes a typo stop the start instead of silently using the default.
func checkMessageEnv(env envLookup) error {
	v, ok := env("MESSAGE_EMAIL_DELAY_MINUTES")
	if !ok {
		return nil
	}
	minutes, err := strconv.ParseFloat(v, 64)
	if err != nil || !(minutes > 0) || minutes > maxMessageEmailDelayMinutes {
		return fmt.Errorf("MESSAGE_EMAIL_DELAY_MINUTES must be a number of minutes above 0 and at most %d, got %q",
			maxMessageEmailDelayMinutes, v)
	}
	return nil
}
