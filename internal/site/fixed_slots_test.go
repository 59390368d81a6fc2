package site

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"launchdesk/internal/testapp"
)

// slotsForTest are a price's slots as internal/price makes them (one with a character HTML escapes).
var slotsForTest = map[string]string{
	"price": "$300", "price.amount": "300.00", "price.currency": "USD", "price.json": `{"cents":30000,"currency":"usd"}`,
	"price.note": `<b>&</b>`,
}

const slottedShell = `<html><title>Stores for @@ld.price@@</title>` +
	`<script type="application/json" id="price">@@ld.price.json@@</script><p>@@ld.price.note@@</p></html>`

func TestTheFixedSlotsAreFilledInEveryPageAndTheManifestOnceAtStart(t *testing.T) {
	site, err := newStaticSite(fstest.MapFS{
		"index.html":            {Data: []byte(slottedShell)},
		"index.html.br":         {Data: []byte("stale: it holds the slots")},
		"prerendered.json":      {Data: []byte(`{"pages":[{"path":"/auth","query":{},"file":"prerendered/auth.html"}],"appRoutes":["/auth","/portal"]}`)},
		"prerendered/auth.html": {Data: []byte(`<p>Flat @@ld.price@@, no surprises</p>`)},
		"site.webmanifest":      {Data: []byte(`{"description":"flat @@ld.price@@"}`)},
		"assets/app.js":         {Data: []byte(`const slot = "@@ld.price@@"`)},
	}, slotsForTest)
	if err != nil {
		t.Fatal(err)
	}
	want := `<html><title>Stores for $300</title><script type="application/json" id="price">` +
		`{"cents":30000,"currency":"usd"}</script><p>&lt;b&gt;&amp;&lt;/b&gt;</p></html>`
	for _, accept := range []string{"", "br, gzip"} {
		rec := get(t, site, "/portal", accept)
		body := rec.Body.Bytes()
		if rec.Header().Get("Content-Encoding") == "gzip" {
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			body, _ = io.ReadAll(zr)
		} else if accept != "" {
			t.Errorf("Accept-Encoding %q: served %q, want the gzip made at start (no stale br)", accept, rec.Header().Get("Content-Encoding"))
		}
		if string(body) != want {
			t.Errorf("the shell (Accept-Encoding %q): %s, want %s", accept, body, want)
		}
	}
	if got := get(t, site, "/auth", "").Body.String(); got != `<p>Flat $300, no surprises</p>` {
		t.Errorf("a prerendered page: %s", got)
	}
	if got := get(t, site, "/site.webmanifest", "").Body.String(); got != `{"description":"flat $300"}` {
		t.Errorf("the manifest: %s", got)
	}
	if got := get(t, site, "/assets/app.js", "").Body.String(); !strings.Contains(got, "@@ld.price@@") {
		t.Errorf("a script was changed: %s", got)
	}
}

func TestTheLandingPageGetsThePriceAndKeepsItsFactsSlots(t *testing.T) {
	app := testapp.New(t)
	site, err := newStaticSite(fstest.MapFS{
		"index.html":         {Data: []byte("<html>shell</html>")},
		"landing.html":       {Data: []byte(`<p>@@ld.price@@ flat · Join @@ld.brands@@ Brands</p><script type="application/json" id="landing-facts">@@ld.json@@</script>`)},
		"landing-facts.json": {Data: []byte(`{"launchedBefore":30,"quotes":[],"claim":""}`)},
	}, slotsForTest)
	if err != nil {
		t.Fatal(err)
	}
	if err := site.withLandingFacts(app); err != nil {
		t.Fatal(err)
	}
	page, err := site.landing.file(time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if got := string(page.variants[""]); !strings.HasPrefix(got, "<p>$300 flat · Join 30+ Brands</p>") {
		t.Errorf("/ reads %s", got)
	}
	if rec := get(t, site, "/", ""); rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "$300 flat") {
		t.Errorf("GET /: %d %s", rec.Code, rec.Body.String())
	}
}

// builtWithPrice is a build as scripts/prerender.mjs writes it: each page with the contract's price (precompressed),
// its slotted copy, and what the slots say for the contract's price.
func builtWithPrice() fstest.MapFS {
	return fstest.MapFS{
		"index.html":            {Data: []byte(`<title>For $200</title>`)},
		"index.html.br":         {Data: []byte("br as built")},
		"index.html.slotted":    {Data: []byte(`<title>For @@ld.price@@</title>`)},
		"price-slots.json":      {Data: []byte(`{"price":"$200","price.json":"{\"cents\":20000,\"currency\":\"usd\"}"}`)},
		"prerendered.json":      {Data: []byte(`{"pages":[],"appRoutes":["/portal"]}`)},
		"assets/app.js":         {Data: []byte(`app`)},
		"assets/app.js.slotted": {Data: []byte(`not a page's copy: dropped all the same`)},
	}
}

func TestAPriceAsBuiltServesThePagesAsBuiltAndAnotherFillsTheirSlottedCopies(t *testing.T) {
	asBuilt, err := newStaticSite(builtWithPrice(), map[string]string{"price": "$200", "price.json": `{"cents":20000,"currency":"usd"}`})
	if err != nil {
		t.Fatal(err)
	}
	if rec := get(t, asBuilt, "/portal", "br, gzip"); rec.Body.String() != "br as built" || rec.Header().Get("Content-Encoding") != "br" {
		t.Errorf("the contract's price: %q %q, want the page as built, brotli", rec.Header().Get("Content-Encoding"), rec.Body.String())
	}
	other, err := newStaticSite(builtWithPrice(), slotsForTest)
	if err != nil {
		t.Fatal(err)
	}
	if got := get(t, other, "/portal", "").Body.String(); got != `<title>For $300</title>` {
		t.Errorf("another price: %s", got)
	}
	if enc := get(t, other, "/portal", "br, gzip").Header().Get("Content-Encoding"); enc != "gzip" {
		t.Errorf("another price served %q, want gzip made at start (the built brotli says the contract's)", enc)
	}
	for _, site := range []*staticSite{asBuilt, other} {
		for _, p := range []string{"/index.html.slotted", "/assets/app.js.slotted", "/price-slots.json"} {
			if rec := get(t, site, p, ""); rec.Code == http.StatusOK {
				t.Errorf("GET %s: served %q", p, rec.Body.String())
			}
		}
	}
}
