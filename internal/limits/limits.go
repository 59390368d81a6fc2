// Package limits keeps hostile clients from using launchdesk against itself or against others:
// request body sizes that match what the product needs (answered with 413 before the body is read
// past the limit, uploads parsed with 1 MB in memory and the rest in temp files), a per-address
// cap on the endpoints that send account e-mails (on top of PocketBase's per-IP rate limiter),
// and record ids that only superusers may choose.
package limits

import (
	"fmt"
	"strconv"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Config holds the limits read from the environment.
type Config struct {
	// MailRequestsPerAddress is how many account e-mails (verification, password reset, sign-in
	// code, e-mail change) may be requested for one address within MailRequestsWindow.
	MailRequestsPerAddress int
	// MailRequestsWindow is the period MailRequestsPerAddress counts over.
	MailRequestsWindow time.Duration
}

// DefaultConfig is the configuration when the environment sets nothing: five account e-mails per
// address per hour, enough for a person who retries and far too few to flood an inbox.
var DefaultConfig = Config{MailRequestsPerAddress: 5, MailRequestsWindow: time.Hour}

// ConfigFromEnv reads MAIL_REQUESTS_PER_ADDRESS and MAIL_REQUESTS_WINDOW_MINUTES; unset or empty
// values keep the defaults, invalid ones are errors so a typo stops the start.
func ConfigFromEnv(lookup func(string) (string, bool)) (Config, error) {
	cfg := DefaultConfig
	if v, ok := lookup("MAIL_REQUESTS_PER_ADDRESS"); ok && v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return cfg, fmt.Errorf("MAIL_REQUESTS_PER_ADDRESS must be a whole number of at least 1, got %q", v)
		}
		cfg.MailRequestsPerAddress = n
	}
	if v, ok := lookup("MAIL_REQUESTS_WINDOW_MINUTES"); ok && v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return cfg, fmt.Errorf("MAIL_REQUESTS_WINDOW_MINUTES must be a whole number of at least 1, got %q", v)
		}
		cfg.MailRequestsWindow = time.Duration(n) * time.Minute
	}
	return cfg, nil
}

// Register installs the body limits, the per-address e-mail limit and the record id rule.
func Register(app core.App, cfg Config) {
	registerBodyLimits(app)
	registerMailRequestLimit(app, cfg)
	registerRecordIDRule(app)
}
