package adminapi

import "testing"

func TestFtsWordsQuotesEveryWordAsAPrefix(t *testing.T) {
	cases := map[string]string{
		"velvet thr":        `"velvet"* "thr"*`,
		`noir" OR "x`:       `"noir"* "OR"* "x"*`,
		"  Ünïcode-Threads": `"Ünïcode"* "Threads"*`,
		`"*()`:              `""`,
		"drop 17":           `"drop"* "17"*`,
	}
	for in, want := range cases {
		if got := ftsWords(in); got != want {
			t.Errorf("ftsWords(%q) = %s, want %s", in, got, want)
		}
	}
}
