package accounts

import (
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// maxWrongCodes is how many wrong sign-in codes one account takes within wrongCodeWindow, from any
// number of addresses (PocketBase's own limit counts per address); the next attempt is refused and
// the account's outstanding codes are deleted, so a guesser must start over with a new e-mail.
const (
	maxWrongCodes   = 10
	wrongCodeWindow = 15 * time.Minute
)

// tooManyWrongCodes is the refusal once maxWrongCodes is reached.
const tooManyWrongCodes = "Too many wrong codes were entered for this account. " +
	"Please wait 15 minutes, then ask for a new code."

// tooManyTries replaces PocketBase's own refusal ("Too many attempts, please try again later with a new OTP."):
// its limit holds 5 tries per account and address for 3 minutes (a fixed window: otpAttemptsPerIP, otpAttemptWindow), and a code that has not expired
// still works after it, so a new code is not needed.
const tooManyTries = "Too many codes were tried from here in a short time. " +
	"Please wait 3 minutes, then enter the code again, or ask for a new one."

const authWithOTPPattern = "POST /api/collections/{collection}/auth-with-otp"

// wrongCodes counts wrong codes per account in a window that starts at the first one. An attempt
// takes a slot before its code is checked (reserve) and gives it back when the code turned out
// right or was never checked (release), so concurrent attempts never check more than
// maxWrongCodes codes between them.
type wrongCodes struct {
	mu      sync.Mutex
	now     func() time.Time
	entries map[string]*wrongCodeEntry
	// retired maps the ids of codes deleted at the lock to their key, so that attempts at them
	// still get the lock's 429 (not "invalid code", which would look like a check) until it ends.
	retired map[string]string
}

func newWrongCodes(now func() time.Time) *wrongCodes {
	return &wrongCodes{now: now, entries: map[string]*wrongCodeEntry{}, retired: map[string]string{}}
}

type wrongCodeEntry struct {
	start time.Time
	count int
}

// reserve takes one of key's maxWrongCodes slots; false when none is left in the window.
func (w *wrongCodes) reserve(key string) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	now := w.now()
	w.prune(now)
	e := w.entries[key]
	if e == nil {
		e = &wrongCodeEntry{start: now}
		w.entries[key] = e
	}
	if e.count >= maxWrongCodes {
		return false
	}
	e.count++
	return true
}

// prune drops the windows that ended, and the retired codes of their keys.
func (w *wrongCodes) prune(now time.Time) {
	for k, e := range w.entries { // few entries: only accounts with recent wrong codes
		if now.Sub(e.start) >= wrongCodeWindow {
			delete(w.entries, k)
		}
	}
	for id, key := range w.retired {
		if w.entries[key] == nil {
			delete(w.retired, id)
		}
	}
}

// retire remembers that code id of key was deleted at the lock.
func (w *wrongCodes) retire(id, key string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.retired[id] = key
}

// locked tells whether id is a code deleted at a lock that still holds.
func (w *wrongCodes) locked(id string) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.prune(w.now())
	key, ok := w.retired[id]
	return ok && w.entries[key] != nil && w.entries[key].count >= maxWrongCodes
}

// release gives back a slot taken by reserve for an attempt that was not a wrong code.
func (w *wrongCodes) release(key string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if e := w.entries[key]; e != nil && e.count > 0 {
		e.count--
	}
}

// registerCodeLimit refuses sign-in codes for an account that had maxWrongCodes wrong ones within
// wrongCodeWindow. It is on whatever RATE_LIMITS says: a 6-digit code must not be guessable. Codes
// asked for addresses with no account are answered alike (unknown_codes.go).
func registerCodeLimit(app core.App, now func() time.Time) {
	counter := newWrongCodes(now)
	unknown := newUnknownCodes(now)
	registerUnknownCodeRequests(app, unknown)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "launchdeskWrongCodeLimit",
			Priority: -980, // after the rate limiter and the body limits
			Func: func(e *core.RequestEvent) error {
				if e.Request.Pattern != authWithOTPPattern {
					return e.Next()
				}
				info, err := e.RequestInfo()
				if err != nil {
					return e.Next()
				}
				otpID, _ := info.Body["otpId"].(string)
				if counter.locked(otpID) {
					return router.NewApiError(http.StatusTooManyRequests, tooManyWrongCodes, nil)
				}
				if code, ok := unknown.find(otpID); ok {
					password := fmt.Sprint(info.Body["password"])
					if info.Body["password"] == nil {
						password = ""
					}
					return attemptUnknownCode(e, unknown, counter, code, password)
				}
				otp, err := e.App.FindOTPById(otpID)
				if err != nil {
					// Deleted at the lock by a concurrent attempt since the check above: the lock's answer,
					// not PocketBase's "Invalid or expired OTP" (which would read as a checked code).
					if counter.locked(otpID) {
						return router.NewApiError(http.StatusTooManyRequests, tooManyWrongCodes, nil)
					}
					return e.Next() // PocketBase answers "Invalid or expired OTP"
				}
				key := otp.CollectionRef() + "/" + otp.RecordRef()
				if !counter.reserve(key) {
					deleteCodes(e.App, otp, func(id string) { counter.retire(id, key) })
					return router.NewApiError(http.StatusTooManyRequests, tooManyWrongCodes, nil)
				}
				err = e.Next()
				var apiErr *router.ApiError
				if !errors.As(err, &apiErr) || apiErr.Status != http.StatusBadRequest {
					counter.release(key) // signed in, or refused before the code was checked
				}
				if apiErr != nil && apiErr.Status == http.StatusTooManyRequests {
					return router.NewApiError(http.StatusTooManyRequests, tooManyTries, nil)
				}
				return err
			},
		})
		return se.Next()
	})
}

// deleteCodes removes every outstanding code of otp's account, calling retired with each id.
func deleteCodes(app core.App, otp *core.OTP, retired func(id string)) {
	account, err := app.FindRecordById(otp.CollectionRef(), otp.RecordRef())
	if err != nil {
		return
	}
	all, err := app.FindAllOTPsByRecord(account)
	if err != nil {
		return
	}
	for _, code := range all {
		retired(code.Id)
		if err := app.Delete(code); err != nil {
			app.Logger().Warn("accounts: deleting a blocked account's sign-in code failed", "error", err)
		}
	}
}
