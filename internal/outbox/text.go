package outbox

import (
	"strings"
	"unicode"
)

// HeaderSafe makes s safe for a single mail header line: every control character
// (CR and LF above all, so a title cannot add headers) becomes a space, runs of
// spaces collapse to one, and the ends are trimmed.
func HeaderSafe(s string) string {
	cleaned := strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
	return strings.Join(strings.Fields(cleaned), " ")
}

// TruncateRunes shortens s to at most n characters (n >= 1), the last one an
// ellipsis when something was cut.
func TruncateRunes(s string, n int) string {
	runes := []rune(s)
	if len(runes) <= n {
		return s
	}
	return string(runes[:n-1]) + "…"
}
