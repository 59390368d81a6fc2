package accounts

import (
	"path/filepath"
	"testing"
	"time"

	"launchdesk/internal/launch"
	"launchdesk/internal/testapp"
)

// The words of the "New sign-in" e-mail (pb_hooks/lib/sign_in_words.js), run in goja as the hooks run them.

func signInWordsJS(t *testing.T) func(fn string, args ...any) any {
	t.Helper()
	m := launch.NewModules(filepath.Join(testapp.RepoRoot(), "pb_hooks"))
	exports, err := m.Lib("sign_in_words.js")
	if err != nil {
		t.Fatal(err)
	}
	return func(fn string, args ...any) any {
		t.Helper()
		out, err := m.Call(exports, fn, args...)
		if err != nil {
			t.Fatalf("%s: %v", fn, err)
		}
		return out.Export()
	}
}

func TestDeviceWords(t *testing.T) {
	call := signInWordsJS(t)
	cases := []struct{ ua, want string }{
		{"Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome on Android"},
		{"Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1", "Safari on iPhone"},
		{"Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1", "Chrome on iPhone"},
		{"Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/131.0 Mobile/15E148 Safari/605.1.15", "Firefox on iPad"},
		{"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"},
		{"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/114.0.0.0", "Opera on Windows"},
		{"Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36", "Samsung Internet on Android"},
		{"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15", "Safari on Mac"},
		{"Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox on Mac"},
		{"Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox on Linux"},
		{"Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome on ChromeOS"},
		{"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36", "Chrome on Linux"},
		{"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)", "a browser on Linux"},
		{"curl/8.5.0", "a program (curl)"},
		{"node", "an unknown device"},
		{"", "an unknown device"},
	}
	for _, c := range cases {
		if got := call("deviceWords", c.ua); got != c.want {
			t.Errorf("deviceWords(%q) = %q, want %q", c.ua, got, c.want)
		}
	}
}

func TestSignInWordsFromPocketBasesLine(t *testing.T) {
	call := signInWordsJS(t)
	line := "2026-11-28 03:22:37.679Z - 127.0.0.1 Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 " +
		"(KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"
	cases := []struct {
		name string
		zone any
		want map[string]any
	}{
		{"no zone: UTC", nil, map[string]any{"device": "Chrome on Android", "when": "3:22 AM UTC on Saturday, 28 November 2026", "ip": "127.0.0.1"}},
		{"Paris", map[string]any{"name": "Europe/Paris", "offsetMinutes": 60}, map[string]any{"device": "Chrome on Android", "when": "4:22 AM on Saturday, 28 November 2026 (Paris time, UTC+1)", "ip": "127.0.0.1"}},
		{"New York, the day before", map[string]any{"name": "America/New_York", "offsetMinutes": -300}, map[string]any{"device": "Chrome on Android", "when": "10:22 PM on Friday, 27 November 2026 (New York time, UTC-5)", "ip": "127.0.0.1"}},
		{"half an hour", map[string]any{"name": "Asia/Kolkata", "offsetMinutes": 330}, map[string]any{"device": "Chrome on Android", "when": "8:52 AM on Saturday, 28 November 2026 (Kolkata time, UTC+5:30)", "ip": "127.0.0.1"}},
		{"no place in the name", map[string]any{"name": "UTC", "offsetMinutes": 0}, map[string]any{"device": "Chrome on Android", "when": "3:22 AM on Saturday, 28 November 2026 (UTC)", "ip": "127.0.0.1"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := call("signInWords", line, c.zone).(map[string]any)
			for k, v := range c.want {
				if got[k] != v {
					t.Errorf("%s = %q, want %q", k, got[k], v)
				}
			}
		})
	}
	// PocketBase escapes the line; an agent with "&" reads back whole, and noon is PM.
	got := call("signInWords", "2026-06-01 12:05:00.000Z - ::1 Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0 &amp;co", nil).(map[string]any)
	if got["device"] != "Firefox on Linux" || got["when"] != "12:05 PM UTC on Monday, 1 June 2026" || got["ip"] != "::1" {
		t.Errorf("escaped line: %v", got)
	}
	// Not PocketBase's form: no time is made up.
	if got := call("signInWords", "something else", nil).(map[string]any); got["when"] != "" {
		t.Errorf("unknown line: when = %q", got["when"])
	}
}

func TestZoneOf(t *testing.T) {
	winter := time.Date(2026, 11, 28, 3, 22, 0, 0, time.UTC)
	summer := time.Date(2026, 7, 1, 3, 22, 0, 0, time.UTC)
	for _, c := range []struct {
		name   string
		at     time.Time
		offset int
		ok     bool
	}{
		{"Europe/Paris", winter, 60, true},
		{"Europe/Paris", summer, 120, true},
		{"Asia/Kolkata", winter, 330, true},
		{"", winter, 0, false},
		{"Local", winter, 0, false},
		{"Mars/Olympus_Mons", winter, 0, false},
		{"../../etc/passwd", winter, 0, false},
	} {
		z, ok := zoneOf(c.name, c.at)
		if ok != c.ok || (ok && (z.offset != c.offset || z.name != c.name)) {
			t.Errorf("zoneOf(%q) = %+v, %v; want offset %d, %v", c.name, z, ok, c.offset, c.ok)
		}
	}
}
