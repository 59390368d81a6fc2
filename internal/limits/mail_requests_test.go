package limits

import (
	"testing"
	"time"
)

func TestNormalizeAddress(t *testing.T) {
	cases := map[string]string{
		"victim@example.com":       "victim@example.com",
		"  Victim@Example.COM ":    "victim@example.com",
		"victim+news@example.com":  "victim@example.com",
		"victim+a+b@example.com":   "victim@example.com",
		"+victim@example.com":      "+victim@example.com", // a leading + is the whole name
		"first.last@example.com":   "first.last@example.com",
		"":                         "",
		"not an address":           "",
		"@example.com":             "",
		"victim@":                  "",
		"odd\"@\"name@example.com": "odd\"@\"name@example.com",
	}
	for in, want := range cases {
		if got := NormalizeAddress(in); got != want {
			t.Errorf("NormalizeAddress(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTooManyMailsSaysWhoAndHowLong(t *testing.T) {
	cases := []struct {
		perAccount bool
		window     time.Duration
		want       string
	}{
		{false, time.Hour, "Too many e-mails have been requested for this address. Please wait an hour and try again."},
		{true, 15 * time.Minute, "Too many e-mails have been requested for this account. Please wait 15 minutes and try again."},
		{false, 2 * time.Hour, "Too many e-mails have been requested for this address. Please wait 2 hours and try again."},
	}
	for _, c := range cases {
		if got := tooManyMails(c.perAccount, c.window).Error(); got != c.want {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}
