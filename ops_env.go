package main

import (
	"fmt"
	"os"
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

// registerBackupEnv applies the backup and proxy environment at every serve; a bad value stops the start.
func registerBackupEnv(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if err := syncBackupEnv(se.App, lookupEnv); err != nil {
			fmt.Fprintln(os.Stderr, "Error:", err)
			os.Exit(1)
		}
		return se.Next()
	})
}

// syncBackupEnv applies env to the stored backup settings and saves them when they changed.
func syncBackupEnv(app core.App, env envLookup) error {
	settings, err := app.Settings().Clone()
	if err != nil {
		return err
	}
	before, proxyBefore := settings.Backups, settings.TrustedProxy
	if err := applyBackupEnv(settings, env); err != nil {
		return fmt.Errorf("invalid environment: %w", err)
	}
	applyProxyEnv(settings, env)
	if reflect.DeepEqual(before, settings.Backups) && reflect.DeepEqual(proxyBefore, settings.TrustedProxy) {
		return nil
	}
	if err := app.Save(settings); err != nil {
		return fmt.Errorf("saving the backup settings from the environment: %w", err)
	}
	return nil
}
