package site

import (
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"strings"
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

func TestUploadedFilesGetTheSandboxPolicy(t *testing.T) {
	h := http.Header{}
	setSecurityHeaders(h, httptest.NewRequest(http.MethodGet, "/api/files/users/abc/avatar_x.svg", nil))
	csp := h.Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'none'", "sandbox"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %q", csp, want)
		}
	}
	if strings.Contains(csp, "script-src 'self'") {
		t.Errorf("CSP %q lets same-origin scripts run in an uploaded file", csp)
	}
}
