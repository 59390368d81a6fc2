package ops

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// envLookup returns an environment variable and whether it is set and non-empty.
type envLookup func(key string) (string, bool)

// applyEnvSettings copies APP_URL, SMTP_*, MAIL_SENDER_* and RATE_LIMITS onto
// s. It reports whether anything changed. Invalid values are errors, so a typo
// in an env file stops the start instead of silently dropping mail.
func applyEnvSettings(s *core.Settings, env envLookup) (bool, error) {
	before, err := s.MarshalJSON() // hides the SMTP password, compared apart
	if err != nil {
		return false, err
	}
	passwordBefore := s.SMTP.Password

	if v, ok := env("APP_URL"); ok {
		s.Meta.AppURL = strings.TrimRight(v, "/")
	}
	if v, ok := env("MAIL_SENDER_ADDRESS"); ok {
		s.Meta.SenderAddress = v
	}
	if v, ok := env("MAIL_SENDER_NAME"); ok {
		s.Meta.SenderName = v
	}
	if v, ok := env("SMTP_HOST"); ok {
		s.SMTP.Enabled = true
		s.SMTP.Host = v
	}
	if v, ok := env("SMTP_PORT"); ok {
		port, err := strconv.Atoi(v)
		if err != nil || port < 1 || port > 65535 {
			return false, fmt.Errorf("SMTP_PORT must be a port number between 1 and 65535, got %q", v)
		}
		s.SMTP.Port = port
	}
	if v, ok := env("SMTP_USERNAME"); ok {
		s.SMTP.Username = v
	}
	if v, ok := env("SMTP_PASSWORD"); ok {
		s.SMTP.Password = v
	}
	if v, ok := env("SMTP_TLS"); ok {
		tls, err := strconv.ParseBool(v)
		if err != nil {
			return false, fmt.Errorf("SMTP_TLS must be true or false, got %q", v)
		}
		s.SMTP.TLS = tls
	}
	rateLimits, _ := env("RATE_LIMITS")
	switch strings.ToLower(rateLimits) {
	case "", "on", "true":
		s.RateLimits.Enabled = true
	case "off", "false":
		s.RateLimits.Enabled = false
	default:
		return false, fmt.Errorf("RATE_LIMITS must be on or off, got %q", rateLimits)
	}

	after, err := s.MarshalJSON()
	if err != nil {
		return false, err
	}
	return string(before) != string(after) || passwordBefore != s.SMTP.Password, nil
}

// registerEnvSettings applies the environment at every serve, after the
// migrations (which set the defaults) and before the first request. A bad
// value stops the process with exit code 1: PocketBase's Execute ignores
// command errors, and a script or supervisor must see that the start failed.
func registerEnvSettings(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if err := syncEnvSettings(se.App, lookupEnv); err != nil {
			fmt.Fprintln(os.Stderr, "Error:", err)
			os.Exit(1)
		}
		return se.Next()
	})
}

// lookupEnv is the process environment; empty values count as unset.
func lookupEnv(key string) (string, bool) {
	v, ok := os.LookupEnv(key)
	return v, ok && v != ""
}

// syncEnvSettings applies env (mail, URL, rate limits, backups, trusted proxy headers) to the
// stored settings and saves them once, when anything changed; it also checks the variables the
// JS hooks read (MESSAGE_EMAIL_DELAY_MINUTES).
func syncEnvSettings(app core.App, env envLookup) error {
	settings, err := app.Settings().Clone()
	if err != nil {
		return err
	}
	changed, err := applyEnvSettings(settings, env)
	if err != nil {
		return fmt.Errorf("invalid environment: %w", err)
	}
	opsChanged, err := applyOpsEnv(settings, env)
	if err != nil {
		return fmt.Errorf("invalid environment: %w", err)
	}
	if err := checkMessageEnv(env); err != nil {
		return fmt.Errorf("invalid environment: %w", err)
	}
	if !changed && !opsChanged {
		return nil
	}
	if err := app.Save(settings); err != nil {
		return fmt.Errorf("saving settings from the environment: %w", err)
	}
	return nil
}
