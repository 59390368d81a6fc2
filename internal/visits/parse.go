package visits

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
)

// SourcesFile is the one home of the source rule's facts, read by Go (Use) and by the browser's touch
// (ui/src/lib/touch.ts): the name of "no source", the longest tag kept, and the ad click ids with the source each
// names when a link has no utm_source (Meta adds fbclid to every ad click, Google gclid, TikTok ttclid).
const SourcesFile = "lib/visit_sources.json"

// Direct is the source of a visit with no campaign tag, no ad click id and no other site's referrer ("direct").
var Direct string

// maxPart bounds a source, medium or campaign as stored (the collection's field limit): a longer tag is cut.
var maxPart int

// clickSources are the ad click ids in the order they are looked for, each with the source it names.
var clickSources [][2]string

// Use reads SourcesFile from the hooks' directory; SourceOf and Internal follow it from then on.
func Use(hooksDir string) error {
	raw, err := os.ReadFile(filepath.Join(hooksDir, SourcesFile))
	if err != nil {
		return err
	}
	var f struct {
		Direct   string      `json:"direct"`
		MaxPart  int         `json:"maxPart"`
		ClickIDs [][2]string `json:"clickIds"`
	}
	if err := json.Unmarshal(raw, &f); err != nil || f.Direct == "" || f.MaxPart < 1 {
		return fmt.Errorf("%s: a direct name, a maxPart above 0 and clickIds are needed (%v)", SourcesFile, err)
	}
	Direct, maxPart, clickSources = f.Direct, f.MaxPart, f.ClickIDs
	return nil
}

// Source is where a visit came from.
type Source struct {
	Source, Medium, Campaign string
}

// Internal reports whether a view came from one of our own pages (a click from `/` to `/book`, say): a view, but
// not a new visitor, since the visitor was counted where they came in.
func Internal(query url.Values, referer string, ownHosts ...string) bool {
	if query.Get("utm_source") != "" {
		return false
	}
	for _, c := range clickSources {
		if query.Get(c[0]) != "" {
			return false
		}
	}
	host := refererHost(referer)
	return host != "" && isOwn(host, ownHosts)
}

// SourceOf reads a visit's source from its query and Referer header: the utm_* tags first; else an ad click id
// (fbclid: "facebook"); else the referring site's host (www. dropped) unless it is one of ownHosts; else Direct.
func SourceOf(query url.Values, referer string, ownHosts ...string) Source {
	s := Source{
		Source:   tag(query.Get("utm_source")),
		Medium:   tag(query.Get("utm_medium")),
		Campaign: tag(query.Get("utm_campaign")),
	}
	if s.Source != "" {
		return s
	}
	for _, c := range clickSources {
		if query.Get(c[0]) != "" {
			s.Source = c[1]
			return s
		}
	}
	if host := refererHost(referer); host != "" && !isOwn(host, ownHosts) {
		s.Source = host
		return s
	}
	s.Source = Direct
	return s
}

// tag is a utm value as stored: trimmed, lower case, at most maxPart characters.
func tag(v string) string {
	v = strings.ToLower(strings.TrimSpace(v))
	if r := []rune(v); len(r) > maxPart {
		v = string(r[:maxPart])
	}
	return v
}

// refererHost is the lower-case host of an http(s) referrer without "www.", "" for anything else.
func refererHost(referer string) string {
	u, err := url.Parse(referer)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return ""
	}
	return tag(strings.TrimPrefix(strings.ToLower(u.Hostname()), "www."))
}

func isOwn(host string, ownHosts []string) bool {
	for _, own := range ownHosts {
		if own != "" && host == hostOnly(own) {
			return true
		}
	}
	return false
}

// hostOnly is a Host header's name without port and "www.".
func hostOnly(host string) string {
	if u, err := url.Parse("http://" + host); err == nil {
		host = u.Hostname()
	}
	return strings.TrimPrefix(strings.ToLower(host), "www.")
}

// Device classes of a visit.
const (
	Mobile  = "mobile"
	Tablet  = "tablet"
	Desktop = "desktop"
)

// DeviceOf classes a user agent: iPads and Android without "Mobile" are tablets, phones say Mobi, iPhone or
// Android; everything else is a desktop. (iPadOS 13+ in its default mode says Macintosh: it counts as desktop.)
func DeviceOf(ua string) string {
	switch {
	case strings.Contains(ua, "iPad") || strings.Contains(ua, "Tablet") ||
		(strings.Contains(ua, "Android") && !strings.Contains(ua, "Mobile")):
		return Tablet
	case strings.Contains(ua, "Mobi") || strings.Contains(ua, "iPhone") || strings.Contains(ua, "Android"):
		return Mobile
	default:
		return Desktop
	}
}

// botMarkers are lower-case parts of the user agents of crawlers, link previews, monitors, headless browsers and
// HTTP libraries: none is a person reading the page.
var botMarkers = []string{
	"bot", "crawl", "spider", "slurp", "facebookexternalhit", "meta-externalagent", "headlesschrome", "lighthouse",
	"preview", "monitor", "uptime", "pingdom", "curl/", "wget/", "python-", "go-http-client", "node-fetch", "axios/",
	"okhttp", "java/", "undici", "libwww", "httpclient", "scrapy", "phantomjs",
}

// IsBot reports whether a user agent is missing or names a known robot.
func IsBot(ua string) bool {
	ua = strings.ToLower(strings.TrimSpace(ua))
	if ua == "" {
		return true
	}
	for _, m := range botMarkers {
		if strings.Contains(ua, m) {
			return true
		}
	}
	return false
}
