package accounts

import (
	"net/http"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// For an address with no account PocketBase answers a code request with a made-up code id, but
// then answers every attempt with that id "Invalid or expired OTP" forever, while an account's
// wrong codes turn into 429s: the difference told which addresses have accounts. The made-up ids
// are remembered here, so that their attempts get exactly an account's answers: 400, PocketBase's
// 429 (in our words) after otpAttemptsPerIP wrong codes from one IP within otpAttemptWindow, and ours after
// maxWrongCodes from anywhere (the same wrongCodes counter, keyed by the address).

// PocketBase's per-IP limit on code attempts for one account (apis/record_auth_with_otp.go).
const (
	otpAttemptsPerIP = 5
	otpAttemptWindow = 180 * time.Second
	// maxUnknownCodes bounds the memory the made-up ids may take; the oldest go first.
	maxUnknownCodes = 20000
)

const (
	invalidCode    = "Invalid or expired OTP"
	unknownCodeKey = "/@" // between the collection id and the address, in a wrongCodes key
)

type unknownCode struct {
	collectionID string
	key          string // the wrongCodes key: collection id + "/@" + the lower-cased address
	created      time.Time
}

type attemptWindow struct {
	start time.Time
	count int
}

// unknownCodes holds the made-up code ids and the per-IP attempts at them.
type unknownCodes struct {
	mu       sync.Mutex
	now      func() time.Time
	codes    map[string]unknownCode
	order    []string // ids in the order they were made, for eviction
	attempts map[string]*attemptWindow
}

func newUnknownCodes(now func() time.Time) *unknownCodes {
	return &unknownCodes{now: now, codes: map[string]unknownCode{}, attempts: map[string]*attemptWindow{}}
}

// remember stores a made-up id for address in collection.
func (u *unknownCodes) remember(id string, collection *core.Collection, address string) {
	u.mu.Lock()
	defer u.mu.Unlock()
	for len(u.order) >= maxUnknownCodes {
		delete(u.codes, u.order[0])
		u.order = u.order[1:]
	}
	key := collection.Id + unknownCodeKey + strings.ToLower(strings.TrimSpace(address))
	u.codes[id] = unknownCode{collectionID: collection.Id, key: key, created: u.now()}
	u.order = append(u.order, id)
}

func (u *unknownCodes) find(id string) (unknownCode, bool) {
	u.mu.Lock()
	defer u.mu.Unlock()
	c, ok := u.codes[id]
	return c, ok
}

// forget removes every made-up id of key, as deleteCodes does for an account, calling retired
// with each.
func (u *unknownCodes) forget(key string, retired func(id string)) {
	u.mu.Lock()
	defer u.mu.Unlock()
	for id, c := range u.codes {
		if c.key == key {
			retired(id)
			delete(u.codes, id)
		}
	}
}

// allowAttempt is PocketBase's fixed-window limiter for code attempts, per key and IP.
func (u *unknownCodes) allowAttempt(key, ip string) bool {
	u.mu.Lock()
	defer u.mu.Unlock()
	now := u.now()
	for k, w := range u.attempts {
		if now.Sub(w.start) >= otpAttemptWindow {
			delete(u.attempts, k)
		}
	}
	w := u.attempts[key+"|"+ip]
	if w == nil {
		w = &attemptWindow{start: now}
		u.attempts[key+"|"+ip] = w
	}
	if w.count >= otpAttemptsPerIP {
		return false
	}
	w.count++
	return true
}

// registerUnknownCodeRequests answers a code request for an address with no account with a made-up
// id it remembers (PocketBase's own answer, whose id it would forget).
func registerUnknownCodeRequests(app core.App, unknown *unknownCodes) {
	app.OnRecordRequestOTPRequest().Bind(&hook.Handler[*core.RecordCreateOTPRequestEvent]{
		Id:       "launchdeskUnknownCodeRequests",
		Priority: 1000, // last: every other handler has seen the request
		Func: func(e *core.RecordCreateOTPRequestEvent) error {
			if e.Record != nil {
				return e.Next()
			}
			info, err := e.RequestInfo()
			if err != nil {
				return e.Next()
			}
			address, _ := info.Body["email"].(string)
			id := core.GenerateDefaultRandomId()
			unknown.remember(id, e.Collection, address)
			return e.JSON(http.StatusOK, map[string]string{"otpId": id})
		},
	})
}

// attemptUnknownCode answers an attempt at a made-up code id the way PocketBase and the wrong code
// limit answer one at an account's code (see registerCodeLimit and PocketBase's recordAuthWithOTP):
// the code is always wrong.
func attemptUnknownCode(e *core.RequestEvent, unknown *unknownCodes, counter *wrongCodes, code unknownCode, password string) error {
	if !counter.reserve(code.key) {
		unknown.forget(code.key, func(id string) { counter.retire(id, code.key) })
		return router.NewApiError(http.StatusTooManyRequests, tooManyWrongCodes, nil)
	}
	collection, err := e.App.FindCachedCollectionByNameOrId(e.Request.PathValue("collection"))
	if err != nil || !collection.OTP.Enabled {
		counter.release(code.key)
		return e.Next() // PocketBase's 404 or 403, which an account's code gets too
	}
	if n := utf8.RuneCountInString(password); n < 1 || n > 71 || collection.Id != code.collectionID {
		return e.Next() // PocketBase's 400 (validation, or no such code here): a wrong code, as for an account
	}
	if unknown.now().Sub(code.created) > collection.OTP.DurationTime() {
		return router.NewBadRequestError(invalidCode, nil)
	}
	if !unknown.allowAttempt(code.key, e.RealIP()) {
		counter.release(code.key)
		return router.NewTooManyRequestsError(tooManyTries, nil) // the words an account gets (codes.go)
	}
	return router.NewBadRequestError(invalidCode, nil)
}
