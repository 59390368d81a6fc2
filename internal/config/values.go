package config

import (
	"errors"
	"math"
	"net/mail"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"time"
	_ "time/tzdata" // STUDIO_TIME_ZONE and the visitors' zones do not depend on the host's zone files
	"unicode/utf8"

	"github.com/pocketbase/pocketbase/tools/cron"
)

// errNotAllowed is any value that does not fit; Load turns it into the sentence naming the variable.
var errNotAllowed = errors.New("not allowed")

// maxWhole bounds counts and minutes (a million minutes is under two years: any is a valid time.Duration).
const maxWhole = 1_000_000

func whole(v string, min, max int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < min || n > max {
		return 0, errNotAllowed
	}
	return n, nil
}

// positive is a decimal number above 0 and at most max (fractions are for tests: 0.05 minutes is 3 s).
func positive(v string, max float64) (float64, error) {
	n, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
	if err != nil || !(n > 0) || n > max {
		return 0, errNotAllowed
	}
	return n, nil
}

func seconds(v string, into *time.Duration) error {
	n, err := whole(v, 1, 86400)
	*into = time.Duration(n) * time.Second
	return err
}

func boolean(v string) (bool, error) {
	b, err := strconv.ParseBool(strings.TrimSpace(v))
	if err != nil {
		return false, errNotAllowed
	}
	return b, nil
}

func onOff(v string, into *bool) error {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "on", "true":
		*into = true
	case "off", "false":
		*into = false
	default:
		return errNotAllowed
	}
	return nil
}

// line is one line of text of at most max characters, trimmed (a name, an address on one line).
func line(v string, max int) (string, error) {
	v = strings.TrimSpace(v)
	if strings.ContainsAny(v, "\r\n") || utf8.RuneCountInString(v) > max {
		return "", errNotAllowed
	}
	return v, nil
}

// word is one piece of text without spaces (a host, a bucket, a region).
func word(v string) (string, error) {
	v = strings.TrimSpace(v)
	if strings.ContainsAny(v, " \t\r\n") {
		return "", errNotAllowed
	}
	return v, nil
}

// digits is a non-empty run of decimal digits (an id such as Meta's pixel id).
func digits(v string) (string, error) {
	v = strings.TrimSpace(v)
	if v == "" || strings.Trim(v, "0123456789") != "" {
		return "", errNotAllowed
	}
	return v, nil
}

// webURL is an absolute http(s) URL without trailing slashes (links append paths to it).
func webURL(v string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(v))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", errNotAllowed
	}
	return strings.TrimRight(u.String(), "/"), nil
}

func emailAddress(v string) (string, error) {
	a, err := mail.ParseAddress(v)
	if err != nil || a.Address != strings.TrimSpace(v) {
		return "", errNotAllowed
	}
	return a.Address, nil
}

// stored is a value that overrides a stored setting (Config.Stored's fields are pointers: nil keeps it).
func stored[T any](v T, err error) (*T, error) { return &v, err }

var headerName = regexp.MustCompile(`^[A-Za-z0-9!#$%&'*+.^_|~-]+$`)

func headerNames(v string, into *[]string) error {
	*into = nil
	for _, h := range strings.Split(v, ",") {
		if h = strings.TrimSpace(h); h == "" {
			continue
		}
		if !headerName.MatchString(h) {
			return errNotAllowed
		}
		*into = append(*into, h)
	}
	return nil
}

// cronOrOff is a schedule PocketBase accepts, or "off" (stored as "": no scheduled backups).
func cronOrOff(v string, into *string) error {
	v = strings.TrimSpace(v)
	if strings.EqualFold(v, "off") {
		*into = ""
		return nil
	}
	if _, err := cron.NewSchedule(v); err != nil {
		return errNotAllowed
	}
	*into = v
	return nil
}

var memorySizeUnits = map[string]int64{"": 1, "B": 1, "KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30, "TiB": 1 << 40}

// memorySize reads GOMEMLIMIT as the Go runtime does: a whole number with an optional unit, or off.
func memorySize(v string) (int64, error) {
	v = strings.TrimSpace(v)
	if v == "off" {
		return math.MaxInt64, nil
	}
	digits := strings.TrimRightFunc(v, func(r rune) bool { return r < '0' || r > '9' })
	unit, ok := memorySizeUnits[v[len(digits):]]
	n, err := strconv.ParseInt(digits, 10, 64)
	if !ok || err != nil || n < 0 || n > math.MaxInt64/unit {
		return 0, errNotAllowed
	}
	return n * unit, nil
}

var currencyPattern = regexp.MustCompile(`^[a-z]{3}$`)

// currencyCode is a three-letter ISO 4217 code, lower-cased as Stripe writes it.
func currencyCode(v string) (string, error) {
	v = strings.ToLower(strings.TrimSpace(v))
	if !currencyPattern.MatchString(v) {
		return "", errNotAllowed
	}
	return v, nil
}

// timeZone is an IANA zone name (the zone database is embedded, so any host knows every zone).
func timeZone(v string) (*time.Location, error) {
	v = strings.TrimSpace(v)
	if v == "" || strings.EqualFold(v, "local") {
		return nil, errNotAllowed
	}
	loc, err := time.LoadLocation(v)
	if err != nil {
		return nil, errNotAllowed
	}
	return loc, nil
}
