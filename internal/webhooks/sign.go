package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"strconv"

	"github.com/pocketbase/pocketbase/tools/security"
)

// SignatureHeader carries a delivery's signature, as Stripe-Signature carries Stripe's.
const SignatureHeader = "Launchdesk-Signature"

// secretPrefix starts every endpoint secret, so a leaked one is recognised in a log or a repository.
const secretPrefix = "whsec_"

// newSecret is an endpoint's signing secret: the prefix and 32 random letters and digits (190 bits).
func newSecret() string { return secretPrefix + security.RandomString(32) }

// Signature is the header value for body sent at unix time t: "t={t},v1={hex HMAC-SHA256(secret, "{t}.{body}")}".
// A receiver computes the same over the bytes it got and compares, and refuses an old t to stop replays.
func Signature(secret string, t int64, body []byte) string {
	ts := strconv.FormatInt(t, 10)
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts))
	mac.Write([]byte{'.'})
	mac.Write(body)
	return "t=" + ts + ",v1=" + hex.EncodeToString(mac.Sum(nil))
}
