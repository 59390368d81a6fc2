package webhooks

import (
	"strings"
	"testing"
)

// The value a receiver computes with Node's crypto (docs/funnel.md#webhooks):
// createHmac("sha256", "whsec_test").update("1700000000." + '{"id":"evt_1"}').digest("hex")
func TestSignatureIsStripesScheme(t *testing.T) {
	got := Signature("whsec_test", 1700000000, []byte(`{"id":"evt_1"}`))
	want := "t=1700000000,v1=c89214b5b5da833daed6f0b8c5bb6bd58cea9022bd80ccc78230f3942d632925"
	if got != want {
		t.Fatalf("Signature = %q, want %q (Node's createHmac over the same bytes)", got, want)
	}
	if got == Signature("whsec_other", 1700000000, []byte(`{"id":"evt_1"}`)) {
		t.Error("another secret gives the same signature")
	}
	if got == Signature("whsec_test", 1700000001, []byte(`{"id":"evt_1"}`)) {
		t.Error("another time gives the same signature")
	}
}

func TestNewSecret(t *testing.T) {
	s := newSecret()
	if !strings.HasPrefix(s, "whsec_") || len(s) != 38 || s == newSecret() {
		t.Errorf("newSecret() = %q: want whsec_ and 32 random characters, new each time", s)
	}
}
