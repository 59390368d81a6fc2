package config

import (
	"strings"
	"testing"
	"time"
)

// env is a Lookup over a map; empty values count as unset, as in Environment.
func env(m map[string]string) Lookup {
	return func(name string) (string, bool) {
		v, ok := m[name]
		return v, ok && v != ""
	}
}

func TestDefaults(t *testing.T) {
	c := Defaults()
	if c.Stored != (Stored{}) {
		t.Errorf("an empty environment overrides stored settings: %+v", c.Stored)
	}
	checks := []struct {
		name      string
		got, want any
	}{
		{"RATE_LIMITS", c.RateLimits, true},
		{"MAIL_RETRY_SECONDS", c.Outbox.Retry, time.Minute},
		{"MAIL_SEND_TIMEOUT_SECONDS", c.Outbox.SendTimeout, 20 * time.Second},
		{"MAIL_REQUESTS_PER_ADDRESS", c.Limits.MailRequestsPerAddress, 5},
		{"MAIL_REQUESTS_WINDOW_MINUTES", c.Limits.MailRequestsWindow, time.Hour},
		{"MESSAGE_EMAIL_DELAY_MINUTES", c.Hooks.MessageEmailDelayMs, int64(10 * 60 * 1000)},
		{"INTAKE_REMINDER_HOURS", c.Hooks.IntakeReminderMs, int64(24 * 3600 * 1000)},
		{"ORDER_ALERT_WINDOW_SECONDS", c.Hooks.OrderAlertWindowMs, int64(60 * 1000)},
		{"BACKUP_CRON", c.Backups.Cron, "0 3 * * *"},
		{"BACKUP_KEEP", c.Backups.Keep, 7},
		{"BACKUP_S3_BUCKET", c.Backups.S3Bucket, ""},
		{"GOMEMLIMIT", c.MemoryLimit, int64(128 << 20)},
		{"LAUNCHDESK_CPUPROFILE", c.CPUProfile, ""},
		{"TRUSTED_PROXY_HEADERS", len(c.TrustedProxyHeaders), 0},
	}
	for _, ch := range checks {
		if ch.got != ch.want {
			t.Errorf("%s: got %v, want %v", ch.name, ch.got, ch.want)
		}
	}
}

func TestLoadReadsEveryKind(t *testing.T) {
	c, err := Load(env(map[string]string{
		"APP_URL": "https://studio.example.com/", "SMTP_PORT": "2525", "SMTP_TLS": "true", "SMTP_HOST": "mail.example.com",
		"MAIL_SENDER_ADDRESS": "orders@studio.example.com", "RATE_LIMITS": "OFF", "BACKUP_CRON": "off",
		"TRUSTED_PROXY_HEADERS": " X-Real-IP , ,X-Forwarded-For", "MESSAGE_EMAIL_DELAY_MINUTES": "0.05",
		"INTAKE_REMINDER_HOURS": "0.001", "GOMEMLIMIT": "2GiB", "MAIL_REQUESTS_WINDOW_MINUTES": "15",
	}))
	if err != nil {
		t.Fatal(err)
	}
	got := []any{*c.Stored.AppURL, *c.Stored.SMTPPort, *c.Stored.SMTPTLS, *c.Stored.SMTPHost, *c.Stored.SenderAddress,
		c.RateLimits, c.Backups.Cron, strings.Join(c.TrustedProxyHeaders, "|"), c.Hooks.MessageEmailDelayMs,
		c.Hooks.IntakeReminderMs, c.MemoryLimit, c.Limits.MailRequestsWindow}
	want := []any{"https://studio.example.com", 2525, true, "mail.example.com", "orders@studio.example.com",
		false, "", "X-Real-IP|X-Forwarded-For", int64(3000), int64(3600), int64(2 << 30), 15 * time.Minute}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("value %d = %v, want %v", i, got[i], want[i])
		}
	}
}

func TestLoadRefusesWhatDoesNotFit(t *testing.T) {
	cases := []struct{ name, value, message string }{
		{"SMTP_PORT", "smtp", `SMTP_PORT must be a port number between 1 and 65535, got "smtp"`},
		{"SMTP_PORT", "65536", "SMTP_PORT must be a port number"},
		{"SMTP_TLS", "maybe", `SMTP_TLS must be true or false, got "maybe"`},
		{"SMTP_HOST", "mail example", "SMTP_HOST must be a host name without spaces"},
		{"APP_URL", "studio.example.com", `APP_URL must be an http:// or https:// URL, got "studio.example.com"`},
		{"MAIL_SENDER_ADDRESS", "orders at studio", "MAIL_SENDER_ADDRESS must be an e-mail address"},
		{"MAIL_RETRY_SECONDS", "0", "MAIL_RETRY_SECONDS must be a whole number of seconds between 1 and 86400"},
		{"MAIL_RETRY_SECONDS", "90000", "MAIL_RETRY_SECONDS must be"},
		{"MAIL_SEND_TIMEOUT_SECONDS", "soon", "MAIL_SEND_TIMEOUT_SECONDS must be"},
		{"MAIL_REQUESTS_PER_ADDRESS", "0", "MAIL_REQUESTS_PER_ADDRESS must be a whole number between 1 and 1000000"},
		{"MAIL_REQUESTS_WINDOW_MINUTES", "1h", "MAIL_REQUESTS_WINDOW_MINUTES must be"},
		{"MESSAGE_EMAIL_DELAY_MINUTES", "0", "MESSAGE_EMAIL_DELAY_MINUTES must be a number of minutes above 0 and at most 10080"},
		{"MESSAGE_EMAIL_DELAY_MINUTES", "10081", "MESSAGE_EMAIL_DELAY_MINUTES must be"},
		{"MESSAGE_EMAIL_DELAY_MINUTES", "NaN", "MESSAGE_EMAIL_DELAY_MINUTES must be"},
		{"INTAKE_REMINDER_HOURS", "soon", `INTAKE_REMINDER_HOURS must be a number of hours above 0 and at most 720, got "soon"`},
		{"INTAKE_REMINDER_HOURS", "-1", "INTAKE_REMINDER_HOURS must be"},
		{"RATE_LIMITS", "sometimes", `RATE_LIMITS must be on or off, got "sometimes"`},
		{"TRUSTED_PROXY_HEADERS", "X Real IP", "TRUSTED_PROXY_HEADERS must be header names separated by commas"},
		{"BACKUP_CRON", "at night", "BACKUP_CRON must be a cron expression"},
		{"BACKUP_KEEP", "0", "BACKUP_KEEP must be a whole number of backups between 1 and 1000000"},
		{"BACKUP_S3_ENDPOINT", "s3.example.com", "BACKUP_S3_ENDPOINT must be an http:// or https:// URL"},
		{"BACKUP_S3_FORCE_PATH_STYLE", "maybe", "BACKUP_S3_FORCE_PATH_STYLE must be true or false"},
		{"GOMEMLIMIT", "lots", "GOMEMLIMIT must be a size"},
		{"GOMEMLIMIT", "1.5GiB", "GOMEMLIMIT must be a size"},
		{"PRICE_CENTS", "200.00", `PRICE_CENTS must be a whole number of cents between 50 and 99999999, got "200.00"`},
		{"PRICE_CENTS", "49", "PRICE_CENTS must be"},
		{"CURRENCY", "dollars", `CURRENCY must be a three-letter ISO currency code such as usd, got "dollars"`},
		{"STRIPE_API_BASE", "api.stripe.com", "STRIPE_API_BASE must be an http:// or https:// URL"},
		{"STRIPE_SECRET_KEY", "sk_test_1", "STRIPE_SECRET_KEY is set, so STRIPE_WEBHOOK_SECRET must be set too"},
		{"STRIPE_WEBHOOK_SECRET", "whsec_1", "STRIPE_WEBHOOK_SECRET is set, so STRIPE_SECRET_KEY must be set too"},
		{"BANK_IBAN", "DE89 3704 0044 0532 0130 00", "BANK_IBAN is set, so BANK_ACCOUNT_NAME must be set too"},
		{"BANK_ACCOUNT_NAME", "Noir Studio LLC", "BANK_ACCOUNT_NAME is set, so BANK_IBAN must be set too"},
		{"BANK_BIC", "COBADEFFXXX", "BANK_BIC is set, so BANK_ACCOUNT_NAME, BANK_IBAN must be set too"},
		{"BUSINESS_ADDRESS", "1 Canal St\nNew York", "BUSINESS_ADDRESS must be one line of up to 300 characters"},
		{"BUSINESS_NAME", strings.Repeat("n", 201), "BUSINESS_NAME must be one line of up to 200 characters"},
		{"BACKUP_S3_BUCKET", "b", "BACKUP_S3_BUCKET is set, so BACKUP_S3_REGION, BACKUP_S3_ACCESS_KEY, BACKUP_S3_SECRET must be set too"},
	}
	for _, c := range cases {
		_, err := Load(env(map[string]string{c.name: c.value}))
		if err == nil || !strings.Contains(err.Error(), c.message) {
			t.Errorf("%s=%q: error %v, want one with %q", c.name, c.value, err, c.message)
		}
	}
}

func TestEnvironmentCountsEmptyAsUnset(t *testing.T) {
	t.Setenv("LAUNCHDESK_TEST_SET", "x")
	t.Setenv("LAUNCHDESK_TEST_EMPTY", "")
	for name, want := range map[string]bool{"LAUNCHDESK_TEST_SET": true, "LAUNCHDESK_TEST_EMPTY": false, "LAUNCHDESK_TEST_MISSING": false} {
		if _, ok := Environment(name); ok != want {
			t.Errorf("Environment(%s) ok = %v, want %v", name, ok, want)
		}
	}
}

func TestPaymentSettings(t *testing.T) {
	c := Defaults()
	// unset, the price is the contract's (pb_hooks/lib/price.json): main.go resolves it through internal/price
	if c.Hooks.PriceCents != 0 || c.Hooks.Currency != "" || c.Payments.APIBase != "https://api.stripe.com" || c.Payments.StripeOn() {
		t.Fatalf("defaults: %d %q %q on=%v, want no price (the contract's) https://api.stripe.com off", c.Hooks.PriceCents,
			c.Hooks.Currency, c.Payments.APIBase, c.Payments.StripeOn())
	}
	c, err := Load(env(map[string]string{"PRICE_CENTS": "15000", "CURRENCY": " EUR ", "STRIPE_SECRET_KEY": "sk_test_1",
		"STRIPE_WEBHOOK_SECRET": "whsec_1", "STRIPE_API_BASE": "http://127.0.0.1:12111/"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.Hooks.PriceCents != 15000 || c.Hooks.Currency != "eur" || c.Payments.APIBase != "http://127.0.0.1:12111" || !c.Payments.StripeOn() {
		t.Fatalf("set: %+v %+v", c.Hooks, c.Payments)
	}
}

// TestBusinessAndBankDetails: nothing is invented. Unset, the business details are empty and there is no bank
// account; set, they are read as given (trimmed).
func TestBusinessAndBankDetails(t *testing.T) {
	c := Defaults()
	if c.Hooks.Business != (Business{}) || c.Hooks.Bank.Set() {
		t.Fatalf("defaults invent details: %+v %+v", c.Hooks.Business, c.Hooks.Bank)
	}
	c, err := Load(env(map[string]string{"BUSINESS_NAME": " Noir Studio LLC ", "BUSINESS_TAX_ID": "EIN 12-3456789",
		"BANK_ACCOUNT_NAME": "Noir Studio LLC", "BANK_IBAN": "DE89 3704 0044 0532 0130 00"}))
	if err != nil {
		t.Fatal(err)
	}
	want := Business{Name: "Noir Studio LLC", TaxID: "EIN 12-3456789"}
	if c.Hooks.Business != want || !c.Hooks.Bank.Set() || c.Hooks.Bank.BIC != "" {
		t.Fatalf("set: %+v %+v", c.Hooks.Business, c.Hooks.Bank)
	}
}
