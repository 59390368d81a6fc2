package demo

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"launchdesk/internal/testapp"
)

// The landing page and the demo tell one story: the clients the testimonials quote are the demo's clients with
// their brands, and each demo brand sells what the portfolio says it does.

func contentFile(t *testing.T, name string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(testapp.RepoRoot(), "ui", "src", "content", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

var (
	testimonialRe = regexp.MustCompile(`name:\s*"([^"]+)",\s*position:\s*"[^"]*?,\s*([^"]+)"`)
	portfolioRe   = regexp.MustCompile(`brand:\s*"([^"]+)",\s*category:\s*"([^"·]+?)\s*·`)
)

func TestTestimonialsQuoteTheDemoClients(t *testing.T) {
	quotes := testimonialRe.FindAllStringSubmatch(contentFile(t, "testimonials.ts"), -1)
	if len(quotes) != 3 {
		t.Fatalf("read %d testimonials from testimonials.ts, want 3", len(quotes))
	}
	quoted := map[string]string{} // name → brand
	for _, q := range quotes {
		quoted[q[1]] = q[2]
	}
	for _, l := range demoLogins[1:] {
		if quoted[l.name] != l.brand {
			t.Errorf("demo client %s of %s: the testimonials quote %v", l.name, l.brand, quoted)
		}
	}
	generated := map[string]bool{}
	for _, first := range demoFirstNames {
		for _, last := range demoLastNames {
			generated[first+" "+last] = true
		}
	}
	for name, brand := range quoted {
		for _, l := range demoLogins[1:] {
			if (l.brand == brand) != (l.name == name) {
				t.Errorf("testimonial %s of %s against demo client %s of %s", name, brand, l.name, l.brand)
			}
		}
		if brandOf(name) == "" && generated[name] {
			t.Errorf("testimonial %s: a generated demo client may have the same name", name)
		}
	}
}

func brandOf(name string) string {
	for _, l := range demoLogins {
		if l.name == name {
			return l.brand
		}
	}
	return ""
}

func TestDemoBrandsSellWhatThePortfolioShows(t *testing.T) {
	shown := map[string]string{}
	for _, p := range portfolioRe.FindAllStringSubmatch(contentFile(t, "gallery.ts"), -1) {
		shown[p[1]] = strings.ToLower(p[2])
	}
	for _, l := range demoLogins[1:] {
		category, ok := shown[l.brand]
		if !ok {
			t.Errorf("the portfolio does not show %s: %v", l.brand, shown)
			continue
		}
		// "Tailoring" → "tailor", "Surf streetwear" → "surf"
		stem := strings.TrimSuffix(strings.Fields(category)[0], "ing")
		if !strings.Contains(l.sells, stem) {
			t.Errorf("%s is %q on the landing page and sells %q in the demo", l.brand, category, l.sells)
		}
		for _, o := range storyOrders {
			if demoLogins[1+o.client].brand == l.brand && !strings.Contains(strings.ToLower(o.description), stem) {
				t.Errorf("%s order %q: %q", l.brand, o.title, o.description)
			}
		}
	}
}
