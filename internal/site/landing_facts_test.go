package site

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/testapp"
)

func TestBrandsLabelRoundsDownToTheTen(t *testing.T) {
	for n, want := range map[int]string{0: "0", 9: "9", 10: "10+", 30: "30+", 42: "40+", 49: "40+", 50: "50+", 131: "130+"} {
		if got := brandsLabel(n); got != want {
			t.Errorf("brandsLabel(%d) = %q, want %q", n, got, want)
		}
	}
}

var testDefaults = factsDefaults{
	LaunchedBefore: 30,
	Quotes: []landingQuote{
		{Text: "One", Name: "Ana", Position: "Founder, A", Initial: "A", Rating: "5"},
		{Text: "Two", Name: "Ben", Position: "Owner, B", Initial: "B", Rating: "5"},
		{Text: "Three", Name: "Cy", Position: "CD, C", Initial: "C", Rating: "5"},
	},
	Claim: "{N}% launched within 48 hours of the brief",
}

// seedLaunches inserts n launched orders of n brands, onTime of them on time, launched daysAgo days before now.
func seedLaunches(t *testing.T, app core.App, from, n, onTime, daysAgo int) {
	t.Helper()
	for i := from; i < from+n; i++ {
		seedOrder(t, app, i, fmt.Sprintf("Brand %d", i), daysAgo, i-from < onTime, true)
	}
}

// seedOrder inserts order i of brand, created daysAgo days before now, with a launch launched then when launched.
func seedOrder(t *testing.T, app core.App, i int, brand string, daysAgo int, onTime, launched bool) {
	t.Helper()
	at := time.Now().UTC().Add(-time.Duration(daysAgo) * 24 * time.Hour).Format("2006-01-02 15:04:05.000Z")
	id := fmt.Sprintf("factorder%06d", i)
	_, err := app.DB().NewQuery(`INSERT INTO orders (id, title, description, company_name, status, created, updated)
		VALUES ({:id}, 'T', 'D', {:brand}, 'completed', {:at}, {:at})`).
		Bind(dbx.Params{"id": id, "brand": brand, "at": at}).Execute()
	if err == nil {
		step, launchedAt := "building", ""
		if launched {
			step, launchedAt = "launched", at
		}
		_, err = app.DB().NewQuery(`INSERT INTO launches (id, [[order]], step, access, approved_at, clock_started,
			launched_at, on_time, created, updated)
			VALUES ({:lid}, {:id}, {:step}, 'dev_store', {:at}, {:at}, {:launched}, {:on}, {:at}, {:at})`).
			Bind(dbx.Params{"lid": fmt.Sprintf("factlaunch%05d", i), "id": id, "step": step, "at": at,
				"launched": launchedAt, "on": onTime}).Execute()
	}
	if err != nil {
		t.Fatal(err)
	}
}

func TestFactsCountBrandsNotLaunches(t *testing.T) {
	exact := testDefaults
	exact.LaunchedBefore = 0 // under ten the label is the number itself
	cases := []struct {
		name     string
		brands   []string
		launched []bool
		want     string
	}{
		{"nothing launched", []string{"Noir Atelier"}, []bool{false}, "0"},
		{"one brand launched three times", []string{"Noir Atelier", "Noir Atelier", "Noir Atelier"},
			[]bool{true, true, true}, "1"},
		{"a brand's name in another case or with spaces", []string{"Noir Atelier", " noir atelier ", "Drift Supply"},
			[]bool{true, true, true}, "2"},
		{"a brand whose order is not launched yet", []string{"Noir Atelier", "Drift Supply", "Drift Supply"},
			[]bool{true, false, false}, "1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			app := testapp.New(t)
			for i, brand := range c.brands {
				seedOrder(t, app, i, brand, 1, true, c.launched[i])
			}
			facts, err := computeFacts(app, exact, time.Now())
			if err != nil || facts.Brands != c.want {
				t.Errorf("brands %v launched %v: got %q (%v), want %q", c.brands, c.launched, facts.Brands, err, c.want)
			}
		})
	}
}

func TestFactsCountLaunchesAndClaimOnlyWithTenIn90Days(t *testing.T) {
	app := testapp.New(t)
	facts, err := computeFacts(app, testDefaults, time.Now())
	if err != nil || facts.Brands != "30+" || facts.Claim != "" || len(facts.Quotes) != 3 {
		t.Fatalf("no launches: %+v, %v", facts, err)
	}
	seedLaunches(t, app, 0, 5, 5, 100) // launched, but outside the claim's 90 days
	seedLaunches(t, app, 5, 9, 8, 3)
	facts, _ = computeFacts(app, testDefaults, time.Now())
	if facts.Brands != "40+" || facts.Claim != "" {
		t.Errorf("44 brands, 9 launches in 90 days: got brands %q claim %q, want 40+ and no claim", facts.Brands, facts.Claim)
	}
	seedLaunches(t, app, 14, 1, 1, 1)
	facts, _ = computeFacts(app, testDefaults, time.Now())
	if want := "90% launched within 48 hours of the brief"; facts.Claim != want {
		t.Errorf("9 of 10 on time: claim %q, want %q", facts.Claim, want)
	}
}

func TestFactsShowOnlyPublishedWordsWithConsent(t *testing.T) {
	app := testapp.New(t)
	seedLaunches(t, app, 0, 5, 5, 1)
	for i, row := range []struct{ state, consent, words string }{
		{"published", "1", "Shown"}, {"published", "0", "Withdrawn"}, {"waiting", "1", "Waiting"},
		{"hidden", "1", "Hidden"}, {"invited", "1", "Invited"},
	} {
		_, err := app.DB().NewQuery(`INSERT INTO testimonials (id, [[order]], client, state, rating, words, name,
			position, brand, show_words, rank, created, updated) VALUES ({:id}, {:order}, 'someclient0000', {:state}, 4,
			{:words}, 'Zoe', 'Founder', 'Zed & Co', {:consent}, 0, '2026-01-01 00:00:00.000Z', '2026-01-01 00:00:00.000Z')`).
			Bind(dbx.Params{"id": fmt.Sprintf("testimonial%04d", i), "order": fmt.Sprintf("factorder%06d", i),
				"state": row.state, "words": row.words, "consent": row.consent == "1"}).Execute()
		if err != nil {
			t.Fatal(err)
		}
	}
	facts, err := computeFacts(app, testDefaults, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	got := []string{}
	for _, q := range facts.Quotes {
		got = append(got, q.Text)
	}
	if strings.Join(got, ",") != "Shown,One,Two" {
		t.Errorf("quotes %v, want the published one with consent, then the content file's", got)
	}
	if q := facts.Quotes[0]; q.Position != "Founder, Zed & Co" || q.Initial != "Z" || q.Rating != "4" {
		t.Errorf("published quote %+v", q)
	}
}

func TestLandingTemplateEscapesEveryValue(t *testing.T) {
	page := []byte(`<p title="@@ld.q0.name@@">@@ld.q0.text@@</p><script type="application/json">@@ld.json@@</script>`)
	tpl, err := newLandingTemplate(page, []byte(`{"launchedBefore":0,"quotes":[],"claim":""}`))
	if err != nil {
		t.Fatal(err)
	}
	evil := `</script><script>alert("x")</script> & "quoted"`
	f, err := tpl.render(landingFacts{Quotes: []landingQuote{{Text: evil, Name: evil}}})
	if err != nil {
		t.Fatal(err)
	}
	body := string(f.variants[""])
	if strings.Count(body, "<script") != 1 || strings.Count(body, "</script>") != 1 {
		t.Errorf("a value ended an element or opened a script: %s", body)
	}
	if !strings.Contains(body, `title="&lt;/script&gt;&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; &amp; &#34;quoted&#34;"`) {
		t.Errorf("the attribute is not escaped: %s", body)
	}
}

func TestLandingPageReadsTheFactsOncePerChange(t *testing.T) {
	app := testapp.New(t)
	tpl, err := newLandingTemplate([]byte(`<p>@@ld.brands@@</p>@@ld.json@@`), []byte(`{"launchedBefore":30,"quotes":[],"claim":""}`))
	if err != nil {
		t.Fatal(err)
	}
	page := &landingFactsPage{app: app, tpl: tpl}
	page.watchFacts()
	now := time.Now()
	before := factsReads.Load()
	for i := 0; i < 1000; i++ {
		if _, err := page.file(now.Add(time.Duration(i) * time.Millisecond)); err != nil {
			t.Fatal(err)
		}
	}
	if reads := factsReads.Load() - before; reads != 1 {
		t.Fatalf("1000 requests read the facts %d times, want once", reads)
	}
	seedLaunches(t, app, 0, 1, 1, 1) // a raw insert: no hook, the page stays cached
	order, err := app.FindRecordById("orders", "factorder000000")
	if err != nil {
		t.Fatal(err)
	}
	launch, err := app.FindFirstRecordByFilter("launches", "order = {:o}", dbx.Params{"o": order.Id})
	if err != nil {
		t.Fatal(err)
	}
	if err := app.Save(launch); err != nil { // a saved launch marks it stale
		t.Fatal(err)
	}
	f, _ := page.file(now.Add(2 * time.Second))
	if reads := factsReads.Load() - before; reads != 2 || !strings.Contains(string(f.variants[""]), "<p>30+</p>") {
		t.Fatalf("after a launch save: %d reads, page %q", reads, f.variants[""])
	}
	page.file(now.Add(2*time.Second + factsMaxAge)) // a minute later: read again, whatever the saves
	if reads := factsReads.Load() - before; reads != 3 {
		t.Fatalf("after factsMaxAge: %d reads, want 3", reads)
	}
}
