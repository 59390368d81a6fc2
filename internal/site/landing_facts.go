package site

import (
	"encoding/json"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/launch"
)

// The landing page's claims that come from launched orders (docs/decisions.md §21): the brands count, the
// testimonials and the on-time claim. The words a visitor may read are exactly those of testimonials the studio
// published and whose client keeps the words consent; nothing else of that collection leaves the server.

// factsDefaultsFile is written by scripts/prerender.mjs from the content file (ui/src/features/landing/landing-facts.ts).
const factsDefaultsFile = "landing-facts.json"

// quotesShown is how many testimonial cards the page has (the content file's fill in).
const quotesShown = 3

// landingQuote is one testimonial card, as ui/src/features/landing/landing-facts.ts's LandingQuote.
type landingQuote struct {
	Text     string `json:"text"`
	Name     string `json:"name"`
	Position string `json:"position"`
	Initial  string `json:"initial"`
	Rating   string `json:"rating"`
	// Proof is the launch's public proof page ("/proof/{id}"), "" without the client's portfolio consent.
	Proof string `json:"proof"`
}

// Guarantee is how the landing page states the guarantee (GUARANTEE, internal/guarantee Terms): a sentence and its
// FAQ entry, each "" while it is off (the page then shows neither).
type Guarantee struct {
	Terms    string `json:"terms"`
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

// landingFacts is LandingFacts: what the page shows and hydrates from.
type landingFacts struct {
	Brands    string         `json:"brands"`
	Quotes    []landingQuote `json:"quotes"`
	Claim     string         `json:"claim"`
	Guarantee Guarantee      `json:"guarantee"`
}

// factsDefaults is the content file's part: the brands launched before, its quotes, the claim's words ({N}).
type factsDefaults struct {
	LaunchedBefore int            `json:"launchedBefore"`
	Quotes         []landingQuote `json:"quotes"`
	Claim          string         `json:"claim"`
}

func parseDefaults(data []byte) (factsDefaults, error) {
	var d factsDefaults
	err := json.Unmarshal(data, &d)
	return d, err
}

// brandsLabel is n rounded down to the ten with a plus ("42" → "40+"); under ten, the number itself.
func brandsLabel(n int) string {
	if n < 10 {
		return strconv.Itoa(n)
	}
	return strconv.Itoa(n/10*10) + "+"
}

// initialOf is the avatar's letter: the first character of name, as the content file's charAt(0) for its names.
func initialOf(name string) string {
	r, size := utf8.DecodeRuneInString(name)
	if r == utf8.RuneError || size == 0 {
		return ""
	}
	return name[:size]
}

type publishedRow struct {
	ID       string `db:"id"`
	Store    bool   `db:"show_store"`
	Words    string `db:"words"`
	Name     string `db:"name"`
	Position string `db:"position"`
	Brand    string `db:"brand"`
	Rating   int    `db:"rating"`
}

// launchedBrandsQuery counts the brands with a launched store: an order's brand is its company name, compared without
// case or surrounding spaces, so a brand launched three times (or by two of its people) counts once.
const launchedBrandsQuery = `SELECT COUNT(DISTINCT LOWER(TRIM(o.company_name))) AS n
	FROM launches l JOIN orders o ON o.id = l."order" WHERE l.launched_at != ''`

// factsReads counts the readings of the facts from the database (tests check the cache with it).
var factsReads atomic.Int64

// ProofPath is the public proof page of the launch whose testimonial has id (internal/proof serves it).
func ProofPath(id string) string { return "/proof/" + id }

// computeFacts reads the facts at now: three small indexed queries.
func computeFacts(app core.App, d factsDefaults, now time.Time) (landingFacts, error) {
	factsReads.Add(1)
	var launched struct {
		N int `db:"n"`
	}
	if err := app.DB().NewQuery(launchedBrandsQuery).One(&launched); err != nil {
		return landingFacts{}, err
	}
	facts := landingFacts{Brands: brandsLabel(d.LaunchedBefore + launched.N), Quotes: []landingQuote{}}

	rows := []publishedRow{}
	err := app.DB().NewQuery(`SELECT id, show_store, words, name, position, brand, rating FROM testimonials
		WHERE state = 'published' AND show_words = TRUE ORDER BY rank, published_at DESC LIMIT {:n}`).
		Bind(dbx.Params{"n": quotesShown}).All(&rows)
	if err != nil {
		return landingFacts{}, err
	}
	for _, r := range rows {
		position := strings.TrimSpace(strings.Join(nonEmpty(r.Position, r.Brand), ", "))
		q := landingQuote{Text: r.Words, Name: r.Name, Position: position, Initial: initialOf(r.Name), Rating: strconv.Itoa(r.Rating)}
		if r.Store {
			q.Proof = ProofPath(r.ID)
		}
		facts.Quotes = append(facts.Quotes, q)
	}
	for i := 0; len(facts.Quotes) < quotesShown && i < len(d.Quotes); i++ {
		facts.Quotes = append(facts.Quotes, d.Quotes[i])
	}

	// the admin dashboard's on-time figure (internal/adminapi/launch_stats.go), explained at /proof
	window, err := launch.OnTimeAt(app, now)
	if err != nil {
		return landingFacts{}, err
	}
	if window.Claimed() {
		facts.Claim = strings.ReplaceAll(d.Claim, "{N}", strconv.Itoa(window.Percent()))
	}
	return facts, nil
}

func nonEmpty(values ...string) []string {
	out := []string{}
	for _, v := range values {
		if strings.TrimSpace(v) != "" {
			out = append(out, strings.TrimSpace(v))
		}
	}
	return out
}
