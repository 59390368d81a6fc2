package config

import (
	"fmt"
	"os"
	"slices"

	"github.com/pocketbase/pocketbase/core"
)

// Register hands the hooks their settings (BindHooks) and, at every serve, after the migrations
// (which set the defaults) and before the first request, writes the settings PocketBase stores
// (APP_URL, SMTP_*, MAIL_SENDER_*, RATE_LIMITS, TRUSTED_PROXY_HEADERS, BACKUP_*), saving only when
// something changed. A failed save stops the process with exit code 1: PocketBase's Execute ignores
// command errors, and a script or supervisor must see that the start failed.
func Register(app core.App, cfg Config) {
	BindHooks(app, cfg.Hooks)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if err := Sync(se.App, cfg); err != nil {
			fmt.Fprintln(os.Stderr, "Error:", err)
			os.Exit(1)
		}
		return se.Next()
	})
}

// Sync applies cfg to the app's stored settings and saves them once, when anything changed.
func Sync(app core.App, cfg Config) error {
	s, err := app.Settings().Clone()
	if err != nil {
		return err
	}
	before, err := s.MarshalJSON() // hides the secrets, compared apart
	if err != nil {
		return err
	}
	secrets := [2]string{s.SMTP.Password, s.Backups.S3.Secret}
	cfg.applyTo(s)
	after, err := s.MarshalJSON()
	if err != nil {
		return err
	}
	if string(before) == string(after) && secrets == [2]string{s.SMTP.Password, s.Backups.S3.Secret} {
		return nil
	}
	if err := app.Save(s); err != nil {
		return fmt.Errorf("saving settings from the environment: %w", err)
	}
	return nil
}

// applyTo copies the configuration onto PocketBase's settings.
func (c Config) applyTo(s *core.Settings) {
	setIf(&s.Meta.AppURL, c.Stored.AppURL)
	setIf(&s.Meta.SenderAddress, c.Stored.SenderAddress)
	setIf(&s.Meta.SenderName, c.Stored.SenderName)
	if c.Stored.SMTPHost != nil {
		s.SMTP.Enabled = true
	}
	setIf(&s.SMTP.Host, c.Stored.SMTPHost)
	setIf(&s.SMTP.Port, c.Stored.SMTPPort)
	setIf(&s.SMTP.Username, c.Stored.SMTPUsername)
	setIf(&s.SMTP.Password, c.Stored.SMTPPassword)
	setIf(&s.SMTP.TLS, c.Stored.SMTPTLS)
	s.RateLimits.Enabled = c.RateLimits
	if !slices.Equal(s.TrustedProxy.Headers, c.TrustedProxyHeaders) { // nil and [] alike: no save for nothing
		s.TrustedProxy.Headers = c.TrustedProxyHeaders
	}
	s.Backups.Cron = c.Backups.Cron
	s.Backups.CronMaxKeep = c.Backups.Keep
	s.Backups.S3.Enabled = c.Backups.S3Bucket != ""
	if s.Backups.S3.Enabled {
		b := c.Backups
		s.Backups.S3.Bucket, s.Backups.S3.Region, s.Backups.S3.Endpoint = b.S3Bucket, b.S3Region, b.S3Endpoint
		s.Backups.S3.AccessKey, s.Backups.S3.Secret, s.Backups.S3.ForcePathStyle = b.S3AccessKey, b.S3Secret, b.S3ForcePathStyle
	}
}

// setIf overwrites *field with *v when the variable was set.
func setIf[T any](field *T, v *T) {
	if v != nil {
		*field = *v
	}
}
