package firstload

import "testing"

func TestCheckTakesReadsAndTheSessionRefreshOnly(t *testing.T) {
	taken := []Request{
		{"GET", "/api/collections/orders/records?page=1&filter=client%20%3D%20%22abc%22"},
		{"GET", "/api/launchdesk/admin/stats"},
		{"POST", "/api/collections/users/auth-refresh"},
		{"POST", "/api/collections/_superusers/auth-refresh"},
	}
	for _, r := range taken {
		if err := Check(r); err != nil {
			t.Errorf("Check(%s %s) = %v, want nil", r.Method, r.URL, err)
		}
	}
	refused := []Request{
		{"POST", "/api/collections/orders/records"},
		{"PATCH", "/api/collections/orders/records/abc"},
		{"DELETE", "/api/collections/orders/records/abc"},
		{"POST", "/api/batch"},
		{"POST", "/api/collections/users/auth-with-password"},
		{"POST", "/api/collections/users/auth-refresh/x"},
		{"get", "/api/health"},
		{"GET", "/api/realtime"},
		{"GET", "/api/realtime/x"},
		{"GET", "/api/files/orders/abc/a.png"},
		{"GET", Path},
		{"GET", "/portal"},
		{"GET", "/api"},
		{"GET", "http://example.com/api/health"},
		{"GET", "//example.com/api/health"},
		{"GET", "/api/../_/"},
		{"GET", "/api/%2e%2e/_/"},
		{"GET", "/api//health"},
		{"GET", "/api/health#x"},
		{"GET", "api/health"},
	}
	for _, r := range refused {
		if err := Check(r); err == nil {
			t.Errorf("Check(%s %s) = nil, want a refusal", r.Method, r.URL)
		}
	}
}
