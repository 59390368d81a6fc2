// Package limits keeps hostile clients from using launchdesk against itself or against others:
// request body sizes that match what the product needs (answered with 413 before the body is read
// past the limit, uploads parsed with 1 MB in memory and the rest in temp files), a per-address
// cap on the endpoints that send account e-mails (on top of PocketBase's per-IP rate limiter),
// and record ids that only superusers may choose.
package limits

import (
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/config"
)

// Config is the per-address cap on account e-mails, read by internal/config
// (MAIL_REQUESTS_PER_ADDRESS, MAIL_REQUESTS_WINDOW_MINUTES).
type Config = config.Limits

// Register installs the body limits, the per-address e-mail limit and the record id rule.
func Register(app core.App, cfg Config) {
	registerBodyLimits(app)
	registerMailRequestLimit(app, cfg)
	registerRecordIDRule(app)
}
