package visits

import (
	"net/url"
	"strings"
	"testing"
)

func TestSourceOf(t *testing.T) {
	cases := []struct {
		name, query, referer string
		want                 Source
	}{
		{"utm tags win over all", "utm_source=Instagram&utm_medium=paid&utm_campaign=Drop&fbclid=abc", "https://l.facebook.com/",
			Source{"instagram", "paid", "drop"}},
		{"fbclid without utm is facebook", "fbclid=abc", "https://l.instagram.com/", Source{Source: "facebook"}},
		{"gclid is google", "gclid=x", "", Source{Source: "google"}},
		{"a utm medium alone is kept under the referrer", "utm_campaign=spring", "https://www.Pinterest.com/pin/1",
			Source{Source: "pinterest.com", Campaign: "spring"}},
		{"the referrer's host, www dropped", "", "https://www.google.com/search?q=x", Source{Source: "google.com"}},
		{"our own host is not a source", "", "https://studio.example/book", Source{Source: Direct}},
		{"our own host with a port", "", "http://127.0.0.1:8090/", Source{Source: Direct}},
		{"no referrer is direct", "", "", Source{Source: Direct}},
		{"a referrer that is not a web page is direct", "", "android-app://com.slack", Source{Source: Direct}},
		{"an empty utm_source falls through", "utm_source=+&fbclid=1", "", Source{Source: "facebook"}},
	}
	for _, c := range cases {
		q, _ := url.ParseQuery(c.query)
		if got := SourceOf(q, c.referer, "127.0.0.1:8090", "studio.example"); got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.name, got, c.want)
		}
	}
	long := url.Values{"utm_source": {strings.Repeat("é", 300)}}
	if got := SourceOf(long, ""); len([]rune(got.Source)) != maxPart {
		t.Errorf("a long utm_source is kept to %d characters, got %d", maxPart, len([]rune(got.Source)))
	}
}

func TestInternal(t *testing.T) {
	own := []string{"127.0.0.1:8090", "studio.example"}
	cases := []struct {
		query, referer string
		want           bool
	}{
		{"", "https://studio.example/", true},
		{"", "http://127.0.0.1:8090/proof", true},
		{"utm_source=ig", "https://studio.example/", false}, // a tagged link on our own page starts a visit
		{"fbclid=1", "https://studio.example/", false},
		{"", "https://google.com/", false},
		{"", "", false},
	}
	for _, c := range cases {
		q, _ := url.ParseQuery(c.query)
		if got := Internal(q, c.referer, own...); got != c.want {
			t.Errorf("Internal(%q, %q) = %v, want %v", c.query, c.referer, got, c.want)
		}
	}
}

func TestDeviceOf(t *testing.T) {
	cases := map[string]string{
		"Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1": Mobile,
		"Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36":          Mobile,
		"Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1":          Tablet,
		"Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/120.0 Safari/537.36":                 Tablet,
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36":                Desktop,
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15":         Desktop,
	}
	for ua, want := range cases {
		if got := DeviceOf(ua); got != want {
			t.Errorf("DeviceOf(%q) = %s, want %s", ua, got, want)
		}
	}
}

func TestIsBot(t *testing.T) {
	bots := []string{"", "  ", "Googlebot/2.1 (+http://www.google.com/bot.html)",
		"facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)", "curl/8.5.0",
		"Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0 Safari/537.36",
		"Mozilla/5.0 (compatible; bingbot/2.0)", "python-requests/2.31", "Go-http-client/1.1", "UptimeRobot/2.0"}
	for _, ua := range bots {
		if !IsBot(ua) {
			t.Errorf("IsBot(%q) = false, want true", ua)
		}
	}
	people := []string{
		"Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1",
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0",
		// Instagram's in-app browser: an ad click's usual visitor
		"Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 309.0.0",
	}
	for _, ua := range people {
		if IsBot(ua) {
			t.Errorf("IsBot(%q) = true, want false", ua)
		}
	}
}
