package touch

import (
	"net/http"
	"strings"
	"testing"
)

func TestClean(t *testing.T) {
	long := strings.Repeat("x", MaxLen+1)
	cases := []struct {
		name string
		raw  any
		want map[string]string
	}{
		{"nil", nil, nil},
		{"not JSON", "{oops", nil},
		{"not an object", `["instagram"]`, nil},
		{"known keys kept", `{"source":"instagram","medium":"paid","campaign":"drop","fbc":"fb.1.1.abc","landed":"2026-11-28T10:00:00.000Z"}`,
			map[string]string{"source": "instagram", "medium": "paid", "campaign": "drop", "fbc": "fb.1.1.abc", "landed": "2026-11-28T10:00:00.000Z"}},
		{"unknown keys and non-strings dropped", map[string]any{"source": "x", "admin": "yes", "campaign": 3, "medium": nil},
			map[string]string{"source": "x"}},
		{"a value over the limit dropped, the rest kept", []byte(`{"source":"` + long + `","campaign":"drop"}`),
			map[string]string{"campaign": "drop"}},
		{"a value at the limit kept", map[string]any{"source": long[1:]}, map[string]string{"source": long[1:]}},
		{"nothing left is nil", map[string]any{"source": ""}, nil},
	}
	for _, c := range cases {
		got := Clean(c.raw)
		if len(got) != len(c.want) {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
			continue
		}
		for k, v := range c.want {
			if got[k] != v {
				t.Errorf("%s: %s = %q, want %q", c.name, k, got[k], v)
			}
		}
	}
}

func TestGPC(t *testing.T) {
	for value, want := range map[string]bool{"1": true, "0": false, "": false, "yes": false} {
		r, _ := http.NewRequest(http.MethodPost, "/", nil)
		if value != "" {
			r.Header.Set("Sec-GPC", value)
		}
		if got := GPC(r); got != want {
			t.Errorf("Sec-GPC %q: got %v, want %v", value, got, want)
		}
	}
}
