// Package config reads and checks every setting of launchdesk once, at start, from the environment.
// Each variable is one row of the table in settings.go (its name, its default, what it accepts and
// where its value goes); a value that does not fit stops the start with a sentence naming the
// variable, the value and what is allowed. The other packages get typed values, never the
// environment, and the JS hooks read theirs from the app's store (see hooks.go).
package config

import (
	"fmt"
	"os"
	"strings"
	"time"
)

// Config is every setting of the binary, checked.
type Config struct {
	// Stored overrides PocketBase's stored settings: each field set only when its variable is.
	Stored Stored
	// RateLimits turns PocketBase's request rate limiter on or off (RATE_LIMITS).
	RateLimits bool
	// TrustedProxyHeaders are the reverse proxy's client-IP headers (TRUSTED_PROXY_HEADERS).
	TrustedProxyHeaders []string
	// Backups is the backup schedule and its storage (BACKUP_*).
	Backups Backups
	// Outbox is the mail worker's timings (MAIL_RETRY_SECONDS, MAIL_SEND_TIMEOUT_SECONDS).
	Outbox Outbox
	// Limits is the per-address cap on account e-mails (MAIL_REQUESTS_*).
	Limits Limits
	// Hooks is what the JS hooks read (MESSAGE_EMAIL_DELAY_MINUTES, INTAKE_REMINDER_HOURS).
	Hooks Hooks
	// Replica is where the database and the uploaded files are replicated (REPLICA_S3_*, LITESTREAM_BIN).
	Replica Replica
	// MemoryLimit is the Go heap's soft limit in bytes (GOMEMLIMIT).
	MemoryLimit int64
	// CPUProfile is the file a CPU profile of the whole run is written to; "" for none (LAUNCHDESK_CPUPROFILE).
	CPUProfile string
	// Payments is Stripe's keys and API base (STRIPE_*); the price is in Hooks (PRICE_CENTS, CURRENCY).
	Payments Payments
	// Booking is the studio's time zone for its hours (STUDIO_TIME_ZONE) and the test clock (BOOKING_TEST_CLOCK).
	Booking Booking
	// Visits is the server's count of visits to / and /book (VISITS, VISITS_FLUSH_SECONDS; internal/visits).
	Visits Visits
	// WebhookRetry is the first retry delay of a webhook delivery, doubled after each further failure
	// (WEBHOOK_RETRY_SECONDS; internal/webhooks).
	WebhookRetry time.Duration
	// Meta is where the conversion events go (META_PIXEL_ID, META_CAPI_TOKEN, META_CAPI_BASE; internal/capi).
	Meta Meta
}

// Visits is whether the binary counts the views of / and /book, and how often it writes the counts.
type Visits struct {
	On bool
	// FlushEvery is the time between two writes of the counts (one transaction each).
	FlushEvery time.Duration
}

// Meta is the Conversions API's pixel, token and base URL; events are sent only when both id and token are set.
type Meta struct {
	PixelID, Token string
	// Base is Meta's Graph API (a local receiver in the tests), without a trailing slash.
	Base string
}

// On tells whether conversion events are sent (pixel id and token set; Load refuses one alone).
func (m Meta) On() bool { return m.PixelID != "" && m.Token != "" }

// Booking is what internal/booking reads of the environment.
type Booking struct {
	// TimeZone is the zone the studio's weekly hours are in.
	TimeZone *time.Location
	// TestClock lets a superuser move booking's clock (slots, reminders) for the tests; never on in production.
	TestClock bool
}

// Payments is how card payments reach Stripe (internal/payments); without the keys Stripe is off and the
// studio marks orders paid by hand (bank transfer).
type Payments struct {
	SecretKey, WebhookSecret string
	// APIBase is Stripe's API (stripe-mock in the tests), without a trailing slash.
	APIBase string
}

// StripeOn tells whether card payments through Stripe are set up (both keys; Load refuses one alone).
func (p Payments) StripeOn() bool { return p.SecretKey != "" && p.WebhookSecret != "" }

// Stored holds the variables that override a stored PocketBase setting; nil means "keep what is stored".
type Stored struct {
	AppURL, SenderAddress, SenderName    *string
	SMTPHost, SMTPUsername, SMTPPassword *string
	SMTPPort                             *int
	SMTPTLS                              *bool
}

// Backups is PocketBase's backup schedule: Cron "" turns it off; S3 is used when Bucket is set.
type Backups struct {
	Cron                                                  string
	Keep                                                  int
	S3Bucket, S3Region, S3Endpoint, S3AccessKey, S3Secret string
	S3ForcePathStyle                                      bool
}

// Replica is the S3-compatible bucket the database (Litestream) and the uploaded files go to (internal/replica);
// replication is off without a Bucket. LitestreamBin is where Litestream is, "" to look beside launchdesk and on
// the PATH.
type Replica struct {
	Bucket, Region, Endpoint, AccessKey, Secret string
	ForcePathStyle                              bool
	LitestreamBin                               string
	// AlertAfter is how long replication must have been failing before the studio is e-mailed.
	AlertAfter time.Duration
}

// On reports whether replication is configured (REPLICA_S3_BUCKET set).
func (r Replica) On() bool { return r.Bucket != "" }

// Outbox is the mail worker's timings (internal/outbox derives its lease from SendTimeout).
type Outbox struct {
	// Retry is the first retry delay; each further failure doubles it.
	Retry time.Duration
	// SendTimeout bounds how long the worker waits for one SMTP delivery.
	SendTimeout time.Duration
}

// Limits is the per-address cap on account e-mails (internal/limits).
type Limits struct {
	// MailRequestsPerAddress is how many account e-mails (verification, password reset, sign-in
	// code, e-mail change) may be requested for one address within MailRequestsWindow.
	MailRequestsPerAddress int
	// MailRequestsWindow is the period MailRequestsPerAddress counts over.
	MailRequestsWindow time.Duration
}

// Hooks is what the JS hooks read of the configuration, in milliseconds.
type Hooks struct {
	// MessageEmailDelayMs is how long an order message waits unread before it is e-mailed.
	MessageEmailDelayMs int64
	// IntakeReminderMs is the wait after approval, and between reminders, of the brand intake reminder.
	IntakeReminderMs int64
	// PriceCents and Currency are what an order costs, fixed on its payment when it is approved: the settings'
	// (0 and "" when unset) until main.go resolves them over the contract (internal/price, pb_hooks/lib/price.json).
	PriceCents int64
	// MarkPaidUndoMs is how long the studio may undo a "Mark paid" before the receipt e-mail goes (0: no undo).
	MarkPaidUndoMs int64
	// GuaranteePercent is the share of the price given back, by itself, when the studio's side of an order's clock
	// passes the promise (GUARANTEE; 0: off). A launch keeps the percentage in force when its clock started.
	GuaranteePercent int64
	Currency         string
	// OrderAlertWindowMs is the least time between two new-order alert e-mails about one client to one
	// admin; the orders in between go out grouped at its end.
	OrderAlertWindowMs int64
	// Business is who issues the receipts; Bank where a transfer goes. Each part is empty until the studio sets
	// it: nothing is invented (a receipt leaves out what is not set, and no client is shown bank details then).
	Business Business
	Bank     Bank
}

// Business is the studio's details printed on receipts (BUSINESS_*).
type Business struct {
	Name    string `json:"name"`
	Address string `json:"address"`
	TaxID   string `json:"taxId"`
}

// Bank is the account clients pay a bank transfer to (BANK_*); AccountName and IBAN are set together or not at all.
type Bank struct {
	AccountName string `json:"accountName"`
	IBAN        string `json:"iban"`
	BIC         string `json:"bic"`
}

// Set tells whether the studio gave its bank details.
func (b Bank) Set() bool { return b.AccountName != "" && b.IBAN != "" }

// Lookup returns a variable and whether it is set; an empty value counts as unset.
type Lookup func(name string) (string, bool)

// Environment is the process environment as a Lookup.
func Environment(name string) (string, bool) {
	v, ok := os.LookupEnv(name)
	return v, ok && v != ""
}

// Load reads every row of Settings through lookup, the default when a variable is unset or empty,
// and returns the first value that does not fit as an error naming the variable.
func Load(lookup Lookup) (Config, error) {
	var c Config
	for _, s := range Settings {
		v, ok := lookup(s.Name)
		if !ok || v == "" {
			if s.Default == "" {
				continue
			}
			v = s.Default
		}
		if err := s.set(&c, v); err != nil {
			return Config{}, fmt.Errorf("%s must be %s, got %q", s.Name, s.Allowed, v)
		}
	}
	for name, needs := range together {
		if v, set := lookup(name); !set || v == "" {
			continue
		}
		for _, need := range needs {
			if v, ok := lookup(need); !ok || v == "" {
				return Config{}, fmt.Errorf("%s is set, so %s must be set too", name, strings.Join(needs, ", "))
			}
		}
	}
	return c, nil
}

// Defaults is the configuration of an empty environment (for tests).
func Defaults() Config {
	c, err := Load(func(string) (string, bool) { return "", false })
	if err != nil {
		panic(err) // a default that does not pass its own check: a bug in settings.go
	}
	return c
}

// minutes and hours convert a decimal number of them to milliseconds.
func minutes(n float64) int64 { return int64(n * float64(time.Minute/time.Millisecond)) }
func hours(n float64) int64   { return int64(n * float64(time.Hour/time.Millisecond)) }
