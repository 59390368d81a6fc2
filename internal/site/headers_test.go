package site

import (
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestSetSecurityHeaders(t *testing.T) {
	cases := []struct {
		name     string
		path     string
		tls      bool
		wantCSP  bool
		wantHSTS bool
	}{
		{"landing over http", "/", false, true, false},
		{"portal over https", "/portal", true, true, true},
		{"api", "/api/health", false, true, false},
		{"pocketbase dashboard keeps its inline scripts", "/_/", true, false, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest(http.MethodGet, c.path, nil)
			if c.tls {
				r.TLS = &tls.ConnectionState{}
			}
			h := http.Header{}
			setSecurityHeaders(h, r)
			if got := h.Get("X-Content-Type-Options"); got != "nosniff" {
				t.Errorf("X-Content-Type-Options = %q", got)
			}
			if got := h.Get("X-Frame-Options"); got != "DENY" {
				t.Errorf("X-Frame-Options = %q", got)
			}
			if got := h.Get("Referrer-Policy"); got == "" {
				t.Error("Referrer-Policy missing")
			}
			if got := h.Get("Content-Security-Policy") != ""; got != c.wantCSP {
				t.Errorf("CSP present = %v, want %v", got, c.wantCSP)
			}
			if got := h.Get("Strict-Transport-Security") != ""; got != c.wantHSTS {
				t.Errorf("HSTS present = %v, want %v", got, c.wantHSTS)
			}
		})
	}
}
