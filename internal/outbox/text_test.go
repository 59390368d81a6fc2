package outbox

import "testing"

func TestHeaderSafe(t *testing.T) {
	cases := map[string]string{
		"Order Update: Spring drop":                    "Order Update: Spring drop",
		"Shop\r\nBcc: victim@evil.example":             "Shop Bcc: victim@evil.example",
		"Tab\tand\x00null\u0085next-line  and  space ": "Tab and null next-line and space",
		"  \n ": "",
	}
	for in, want := range cases {
		if got := HeaderSafe(in); got != want {
			t.Errorf("HeaderSafe(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTruncateRunes(t *testing.T) {
	if got := TruncateRunes("héllo wörld", 5); got != "héll…" || len([]rune(got)) != 5 {
		t.Errorf("got %q", got)
	}
	if got := TruncateRunes("short", 5); got != "short" {
		t.Errorf("got %q", got)
	}
}
