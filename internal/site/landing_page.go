package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/writes"
)

// The landing page `/` with its facts from launches (landing_facts.go) written into the prerendered HTML: the
// build leaves a slot (@@ld.name@@) wherever a fact shows, and a JSON block the page hydrates from. The page is
// rendered and compressed once per change of the facts and served from memory: a request reads no database once
// cached. A save of a testimonial or a launch marks the page stale (the next request renders it anew), and it is
// never older than factsMaxAge (the claim's 90 days slide with the clock).

// factsMaxAge bounds how long a rendered page is served without reading the facts again.
const factsMaxAge = time.Minute

var slotPattern = regexp.MustCompile(`@@ld\.[a-z0-9.]+@@`)

// landingTemplate is the prerendered page cut at its slots: parts[i], then the value of slots[i], and so on.
type landingTemplate struct {
	parts    [][]byte
	slots    []string
	defaults factsDefaults
}

// renderedLanding is one rendering of the page, with its facts' version and when it was made.
type renderedLanding struct {
	file    *staticFile
	version uint64
	at      time.Time
}

// landingFactsPage renders and caches the page for app.
type landingFactsPage struct {
	app       core.App
	tpl       *landingTemplate
	guarantee Guarantee     // fixed at start
	version   atomic.Uint64 // bumped by every save that may change the facts
	current   atomic.Pointer[renderedLanding]
	renderMu  sync.Mutex // one rendering at a time; the others wait for it and share it
}

func newLandingTemplate(page []byte, defaults []byte) (*landingTemplate, error) {
	d, err := parseDefaults(defaults)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", factsDefaultsFile, err)
	}
	tpl := &landingTemplate{defaults: d}
	last := 0
	for _, loc := range slotPattern.FindAllIndex(page, -1) {
		tpl.parts = append(tpl.parts, page[last:loc[0]])
		tpl.slots = append(tpl.slots, string(page[loc[0]+len("@@ld."):loc[1]-len("@@")]))
		last = loc[1]
	}
	tpl.parts = append(tpl.parts, page[last:])
	if len(tpl.slots) == 0 {
		return nil, fmt.Errorf("%s has no fact slots: was it built by scripts/prerender.mjs?", landingPage)
	}
	return tpl, nil
}

// slotValue is the text a slot shows for facts ("" for an unknown slot); json is the page's data block.
func slotValue(facts landingFacts, slot string) (string, error) {
	switch slot {
	case "json":
		data, err := json.Marshal(facts) // escapes <, > and &: the block cannot end early
		return string(data), err
	case "brands":
		return facts.Brands, nil
	case "claim":
		return facts.Claim, nil
	case "guarantee.terms":
		return facts.Guarantee.Terms, nil
	case "guarantee.question":
		return facts.Guarantee.Question, nil
	case "guarantee.answer":
		return facts.Guarantee.Answer, nil
	}
	var i int
	var field string
	if _, err := fmt.Sscanf(strings.Replace(slot, ".", " ", 1), "q%d %s", &i, &field); err != nil || i < 0 || i >= len(facts.Quotes) {
		return "", nil
	}
	q := facts.Quotes[i]
	return map[string]string{"text": q.Text, "name": q.Name, "position": q.Position, "initial": q.Initial, "rating": q.Rating,
		"proof": q.Proof}[field], nil
}

// render writes the page for facts: every value HTML-escaped (text and double-quoted attributes alike), the data
// block as JSON.
func (t *landingTemplate) render(facts landingFacts) (*staticFile, error) {
	var body bytes.Buffer
	for i, part := range t.parts {
		body.Write(part)
		if i == len(t.slots) {
			break
		}
		value, err := slotValue(facts, t.slots[i])
		if err != nil {
			return nil, err
		}
		if t.slots[i] == "json" {
			body.WriteString(value)
		} else {
			body.WriteString(html.EscapeString(value))
		}
	}
	return staticFileOf("text/html; charset=utf-8", body.Bytes())
}

// stale marks the rendered page out of date.
func (p *landingFactsPage) stale() { p.version.Add(1) }

// file is the page to serve: the cached one while fresh, else a new rendering (nil and the error if that fails).
func (p *landingFactsPage) file(now time.Time) (*staticFile, error) {
	if r := p.current.Load(); r != nil && r.version == p.version.Load() && now.Sub(r.at) < factsMaxAge {
		return r.file, nil
	}
	p.renderMu.Lock()
	defer p.renderMu.Unlock()
	version := p.version.Load()
	if r := p.current.Load(); r != nil && r.version == version && now.Sub(r.at) < factsMaxAge {
		return r.file, nil
	}
	facts, err := computeFacts(p.app, p.tpl.defaults, now)
	if err != nil {
		return nil, err
	}
	facts.Guarantee = p.guarantee
	f, err := p.tpl.render(facts)
	if err != nil {
		return nil, err
	}
	p.current.Store(&renderedLanding{file: f, version: version, at: now})
	return f, nil
}

// watchFacts marks the page stale after every committed save of a testimonial or a launch (Go hooks: no JS).
func (p *landingFactsPage) watchFacts() {
	writes.AfterCommit(p.app, func(*core.RecordEvent) { p.stale() }, "testimonials", "launches")
}

// withLandingFacts serves `/` with its facts when the build has the slotted page and the content file's defaults.
func (s *staticSite) withLandingFacts(app core.App, guarantee Guarantee) error {
	page, defaults := s.files[landingPage], s.files[factsDefaultsFile]
	if page == nil || defaults == nil || !slotPattern.Match(page.variants[""]) {
		return nil
	}
	tpl, err := newLandingTemplate(page.variants[""], defaults.variants[""])
	if err != nil {
		return err
	}
	fallback := landingFacts{Brands: brandsLabel(tpl.defaults.LaunchedBefore), Quotes: tpl.defaults.Quotes, Guarantee: guarantee}
	if s.landingFallback, err = tpl.render(fallback); err != nil {
		return err
	}
	s.landing = &landingFactsPage{app: app, tpl: tpl, guarantee: guarantee}
	s.landing.watchFacts()
	return nil
}
