package config

import (
	"strings"
	"time"
)

// Setting is one environment variable: a row of Settings and of docs/operations.md's table.
type Setting struct {
	// Name is the variable.
	Name string
	// Default is the value used when the variable is unset or empty.
	Default string
	// Unset says what an unset variable without a Default means; docs/operations.md shows it as the default.
	Unset string
	// Allowed completes the sentence "NAME must be ..." of the error for a value that does not fit.
	Allowed string
	// set checks v and puts it into c; an error means v does not fit Allowed.
	set func(c *Config, v string) error
}

// Settings is every variable launchdesk reads. A new setting is a new row here (and in
// docs/operations.md, which TestDocsTable holds to this list) and a field of Config.
var Settings = []Setting{
	{Name: "APP_URL", Unset: storedDefault("`http://127.0.0.1:8090`"), Allowed: "an http:// or https:// URL",
		set: func(c *Config, v string) (err error) { c.Stored.AppURL, err = stored(webURL(v)); return err }},
	{Name: "MAIL_SENDER_ADDRESS", Unset: storedDefault("`hello@launchdesk.local`"), Allowed: "an e-mail address",
		set: func(c *Config, v string) (err error) {
			c.Stored.SenderAddress, err = stored(emailAddress(v))
			return err
		}},
	{Name: "MAIL_SENDER_NAME", Unset: storedDefault("`launchdesk`"), Allowed: "a name",
		set: func(c *Config, v string) error { c.Stored.SenderName = &v; return nil }},
	{Name: "SMTP_HOST", Unset: storedDefault("SMTP off, sendmail"), Allowed: "a host name without spaces",
		set: func(c *Config, v string) (err error) { c.Stored.SMTPHost, err = stored(word(v)); return err }},
	{Name: "SMTP_PORT", Unset: storedDefault("`587`"), Allowed: "a port number between 1 and 65535",
		set: func(c *Config, v string) (err error) { c.Stored.SMTPPort, err = stored(whole(v, 1, 65535)); return err }},
	{Name: "SMTP_USERNAME", Unset: storedDefault("none"), Allowed: "a user name",
		set: func(c *Config, v string) error { c.Stored.SMTPUsername = &v; return nil }},
	{Name: "SMTP_PASSWORD", Unset: storedDefault("none"), Allowed: "a password",
		set: func(c *Config, v string) error { c.Stored.SMTPPassword = &v; return nil }},
	{Name: "SMTP_TLS", Unset: storedDefault("`false`"), Allowed: "true or false",
		set: func(c *Config, v string) (err error) { c.Stored.SMTPTLS, err = stored(boolean(v)); return err }},
	{Name: "MAIL_RETRY_SECONDS", Default: "60", Allowed: "a whole number of seconds between 1 and 86400",
		set: func(c *Config, v string) error { return seconds(v, &c.Outbox.Retry) }},
	{Name: "MAIL_SEND_TIMEOUT_SECONDS", Default: "20", Allowed: "a whole number of seconds between 1 and 86400",
		set: func(c *Config, v string) error { return seconds(v, &c.Outbox.SendTimeout) }},
	{Name: "MAIL_REQUESTS_PER_ADDRESS", Default: "5", Allowed: "a whole number between 1 and 1000000",
		set: func(c *Config, v string) error {
			n, err := whole(v, 1, maxWhole)
			c.Limits.MailRequestsPerAddress = n
			return err
		}},
	{Name: "MAIL_REQUESTS_WINDOW_MINUTES", Default: "60", Allowed: "a whole number of minutes between 1 and 1000000",
		set: func(c *Config, v string) error {
			n, err := whole(v, 1, maxWhole)
			c.Limits.MailRequestsWindow = time.Duration(n) * time.Minute
			return err
		}},
	{Name: "MESSAGE_EMAIL_DELAY_MINUTES", Default: "10", Allowed: "a number of minutes above 0 and at most 10080",
		set: func(c *Config, v string) error {
			n, err := positive(v, 7*24*60)
			c.Hooks.MessageEmailDelayMs = minutes(n)
			return err
		}},
	{Name: "INTAKE_REMINDER_HOURS", Default: "24", Allowed: "a number of hours above 0 and at most 720",
		set: func(c *Config, v string) error {
			n, err := positive(v, 30*24)
			c.Hooks.IntakeReminderMs = hours(n)
			return err
		}},
	{Name: "ORDER_ALERT_WINDOW_SECONDS", Default: "60", Allowed: "a whole number of seconds between 1 and 3600",
		set: func(c *Config, v string) error {
			n, err := whole(v, 1, 3600)
			c.Hooks.OrderAlertWindowMs = int64(n) * 1000
			return err
		}},
	{Name: "RATE_LIMITS", Default: "on", Allowed: "on or off",
		set: func(c *Config, v string) error { return onOff(v, &c.RateLimits) }},
	{Name: "TRUSTED_PROXY_HEADERS", Unset: "none trusted", Allowed: "header names separated by commas",
		set: func(c *Config, v string) error { return headerNames(v, &c.TrustedProxyHeaders) }},
	{Name: "BACKUP_CRON", Default: "0 3 * * *", Allowed: "a cron expression (minute hour day month weekday) or off",
		set: func(c *Config, v string) error { return cronOrOff(v, &c.Backups.Cron) }},
	{Name: "BACKUP_KEEP", Default: "7", Allowed: "a whole number of backups between 1 and 1000000",
		set: func(c *Config, v string) error { n, err := whole(v, 1, maxWhole); c.Backups.Keep = n; return err }},
	{Name: "BACKUP_S3_BUCKET", Unset: "none: backups stay in `pb_data/backups/`", Allowed: "a bucket name",
		set: func(c *Config, v string) (err error) { c.Backups.S3Bucket, err = word(v); return err }},
	{Name: "BACKUP_S3_REGION", Unset: "none", Allowed: "a region name",
		set: func(c *Config, v string) (err error) { c.Backups.S3Region, err = word(v); return err }},
	{Name: "BACKUP_S3_ENDPOINT", Unset: "none", Allowed: "an http:// or https:// URL",
		set: func(c *Config, v string) (err error) { c.Backups.S3Endpoint, err = webURL(v); return err }},
	{Name: "BACKUP_S3_ACCESS_KEY", Unset: "none", Allowed: "an access key",
		set: func(c *Config, v string) error { c.Backups.S3AccessKey = v; return nil }},
	{Name: "BACKUP_S3_SECRET", Unset: "none", Allowed: "a secret",
		set: func(c *Config, v string) error { c.Backups.S3Secret = v; return nil }},
	{Name: "BACKUP_S3_FORCE_PATH_STYLE", Default: "false", Allowed: "true or false",
		set: func(c *Config, v string) (err error) { c.Backups.S3ForcePathStyle, err = boolean(v); return err }},
	{Name: "REPLICA_S3_BUCKET", Unset: "off: no replication", Allowed: "a bucket name",
		set: func(c *Config, v string) (err error) { c.Replica.Bucket, err = word(v); return err }},
	{Name: "REPLICA_S3_REGION", Default: "us-east-1", Allowed: "a region name",
		set: func(c *Config, v string) (err error) { c.Replica.Region, err = word(v); return err }},
	{Name: "REPLICA_S3_ENDPOINT", Unset: "none (AWS)", Allowed: "an http:// or https:// URL",
		set: func(c *Config, v string) (err error) {
			c.Replica.Endpoint, err = webURL(strings.TrimRight(v, "/"))
			return err
		}},
	{Name: "REPLICA_S3_ACCESS_KEY", Unset: "none", Allowed: "an access key",
		set: func(c *Config, v string) error { c.Replica.AccessKey = v; return nil }},
	{Name: "REPLICA_S3_SECRET", Unset: "none", Allowed: "a secret",
		set: func(c *Config, v string) error { c.Replica.Secret = v; return nil }},
	{Name: "REPLICA_S3_FORCE_PATH_STYLE", Default: "false", Allowed: "true or false",
		set: func(c *Config, v string) (err error) { c.Replica.ForcePathStyle, err = boolean(v); return err }},
	{Name: "REPLICA_ALERT_MINUTES", Default: "10", Allowed: "a number of minutes above 0 and at most 10080",
		set: func(c *Config, v string) error {
			n, err := positive(v, 7*24*60)
			c.Replica.AlertAfter = time.Duration(minutes(n)) * time.Millisecond
			return err
		}},
	{Name: "LITESTREAM_BIN", Unset: "beside `launchdesk`, then the PATH", Allowed: "a file path",
		set: func(c *Config, v string) error { c.Replica.LitestreamBin = v; return nil }},
	{Name: "GOMEMLIMIT", Default: "128MiB", Allowed: "a size such as 256MiB (B, KiB, MiB, GiB or TiB) or off",
		set: func(c *Config, v string) (err error) { c.MemoryLimit, err = memorySize(v); return err }},
	{Name: "PRICE_CENTS", Unset: "the contract's, `pb_hooks/lib/price.json`", Allowed: "a whole number of cents between 50 and 99999999",
		set: func(c *Config, v string) error {
			n, err := whole(v, 50, 99_999_999)
			c.Hooks.PriceCents = int64(n)
			return err
		}},
	{Name: "MARK_PAID_UNDO_SECONDS", Default: "30", Allowed: "a whole number of seconds between 0 (no undo) and 600",
		set: func(c *Config, v string) error {
			n, err := whole(v, 0, 600)
			c.Hooks.MarkPaidUndoMs = int64(n) * 1000
			return err
		}},
	{Name: "GUARANTEE", Default: "off", Allowed: "off or a whole percentage of the price between 1 and 100",
		set: func(c *Config, v string) error {
			if strings.EqualFold(strings.TrimSpace(v), "off") {
				c.Hooks.GuaranteePercent = 0
				return nil
			}
			n, err := whole(strings.TrimSuffix(strings.TrimSpace(v), "%"), 1, 100)
			c.Hooks.GuaranteePercent = int64(n)
			return err
		}},
	{Name: "CURRENCY", Unset: "the contract's, `pb_hooks/lib/price.json`", Allowed: "a three-letter ISO currency code such as usd",
		set: func(c *Config, v string) (err error) { c.Hooks.Currency, err = currencyCode(v); return err }},
	{Name: "BUSINESS_NAME", Unset: "none: receipts name no business", Allowed: "one line of up to 200 characters",
		set: func(c *Config, v string) (err error) { c.Hooks.Business.Name, err = line(v, 200); return err }},
	{Name: "BUSINESS_ADDRESS", Unset: "none: receipts carry no address", Allowed: "one line of up to 300 characters",
		set: func(c *Config, v string) (err error) { c.Hooks.Business.Address, err = line(v, 300); return err }},
	{Name: "BUSINESS_TAX_ID", Unset: "none: receipts carry no tax id", Allowed: "one line of up to 100 characters",
		set: func(c *Config, v string) (err error) { c.Hooks.Business.TaxID, err = line(v, 100); return err }},
	{Name: "BANK_ACCOUNT_NAME", Unset: "none: clients are shown no bank details", Allowed: "one line of up to 200 characters",
		set: func(c *Config, v string) (err error) { c.Hooks.Bank.AccountName, err = line(v, 200); return err }},
	{Name: "BANK_IBAN", Unset: "none", Allowed: "an IBAN or account number, up to 64 characters",
		set: func(c *Config, v string) (err error) { c.Hooks.Bank.IBAN, err = line(v, 64); return err }},
	{Name: "BANK_BIC", Unset: "none", Allowed: "a BIC, SWIFT or routing code, up to 64 characters",
		set: func(c *Config, v string) (err error) { c.Hooks.Bank.BIC, err = line(v, 64); return err }},
	{Name: "STRIPE_SECRET_KEY", Unset: "none: Stripe off, payment by bank transfer", Allowed: "a Stripe secret key",
		set: func(c *Config, v string) (err error) { c.Payments.SecretKey, err = word(v); return err }},
	{Name: "STRIPE_WEBHOOK_SECRET", Unset: "none", Allowed: "a Stripe webhook signing secret",
		set: func(c *Config, v string) (err error) { c.Payments.WebhookSecret, err = word(v); return err }},
	{Name: "STRIPE_API_BASE", Default: "https://api.stripe.com", Allowed: "an http:// or https:// URL",
		set: func(c *Config, v string) (err error) { c.Payments.APIBase, err = webURL(v); return err }},
	{Name: "STUDIO_TIME_ZONE", Default: "UTC", Allowed: "an IANA time zone name such as Europe/Berlin",
		set: func(c *Config, v string) (err error) { c.Booking.TimeZone, err = timeZone(v); return err }},
	{Name: "BOOKING_TEST_CLOCK", Default: "off", Allowed: "on or off",
		set: func(c *Config, v string) error { return onOff(v, &c.Booking.TestClock) }},
	{Name: "VISITS", Default: "on", Allowed: "on or off",
		set: func(c *Config, v string) error { return onOff(v, &c.Visits.On) }},
	{Name: "VISITS_FLUSH_SECONDS", Default: "30", Allowed: "a whole number of seconds between 1 and 86400",
		set: func(c *Config, v string) error { return seconds(v, &c.Visits.FlushEvery) }},
	{Name: "WEBHOOK_RETRY_SECONDS", Default: "5", Allowed: "a whole number of seconds between 1 and 86400",
		set: func(c *Config, v string) error { return seconds(v, &c.WebhookRetry) }},
	{Name: "META_PIXEL_ID", Unset: "none: no events go to Meta", Allowed: "a Meta pixel (dataset) id, digits only",
		set: func(c *Config, v string) (err error) { c.Meta.PixelID, err = digits(v); return err }},
	{Name: "META_CAPI_TOKEN", Unset: "none", Allowed: "a Conversions API access token",
		set: func(c *Config, v string) (err error) { c.Meta.Token, err = word(v); return err }},
	{Name: "META_CAPI_BASE", Default: "https://graph.facebook.com", Allowed: "an http:// or https:// URL",
		set: func(c *Config, v string) (err error) { c.Meta.Base, err = webURL(v); return err }},
	{Name: "LAUNCHDESK_CPUPROFILE", Unset: "none", Allowed: "a file path",
		set: func(c *Config, v string) error { c.CPUProfile = strings.TrimSpace(v); return nil }},
}

// storedDefault is the Unset text of a variable that overrides a stored setting.
func storedDefault(fresh string) string { return "the stored setting (new database: " + fresh + ")" }

// together are variables that only make sense with others; Load refuses one without the rest.
var together = map[string][]string{
	"BACKUP_S3_BUCKET": {"BACKUP_S3_REGION", "BACKUP_S3_ACCESS_KEY", "BACKUP_S3_SECRET"},
	// a replica the studio believes it has must exist: any part of it needs the bucket and its keys
	"REPLICA_S3_BUCKET":     {"REPLICA_S3_ACCESS_KEY", "REPLICA_S3_SECRET"},
	"REPLICA_S3_ACCESS_KEY": {"REPLICA_S3_BUCKET", "REPLICA_S3_SECRET"},
	"REPLICA_S3_SECRET":     {"REPLICA_S3_BUCKET", "REPLICA_S3_ACCESS_KEY"},
	"REPLICA_S3_ENDPOINT":   {"REPLICA_S3_BUCKET", "REPLICA_S3_ACCESS_KEY", "REPLICA_S3_SECRET"},
	// bank details name the account and its number, or nothing is shown
	"BANK_ACCOUNT_NAME": {"BANK_IBAN"},
	"BANK_IBAN":         {"BANK_ACCOUNT_NAME"},
	"BANK_BIC":          {"BANK_ACCOUNT_NAME", "BANK_IBAN"},
	// one Stripe key alone would take card payments it cannot confirm, or confirm none it takes
	"STRIPE_SECRET_KEY":     {"STRIPE_WEBHOOK_SECRET"},
	"STRIPE_WEBHOOK_SECRET": {"STRIPE_SECRET_KEY"},
	// a pixel without its token (or a token without its pixel) would queue events that can never be delivered
	"META_PIXEL_ID":   {"META_CAPI_TOKEN"},
	"META_CAPI_TOKEN": {"META_PIXEL_ID"},
}
