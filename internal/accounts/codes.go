package accounts

import (
	"errors"
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

const authWithOTPPattern = "POST /api/collections/{collection}/auth-with-otp"

// wrongCodes counts wrong codes per account in a window that starts at the first one.
type wrongCodes struct {
	mu      sync.Mutex
	now     func() time.Time
	entries map[string]*wrongCodeEntry
}

type wrongCodeEntry struct {
	start time.Time
	count int
}

func (w *wrongCodes) blocked(key string) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	e := w.entries[key]
	return e != nil && w.now().Sub(e.start) < wrongCodeWindow && e.count >= maxWrongCodes
}

func (w *wrongCodes) add(key string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	now := w.now()
	for k, e := range w.entries { // few entries: only accounts with recent wrong codes
		if now.Sub(e.start) >= wrongCodeWindow {
			delete(w.entries, k)
		}
	}
	if e := w.entries[key]; e != nil {
		e.count++
		return
	}
	w.entries[key] = &wrongCodeEntry{start: now, count: 1}
}

// registerCodeLimit refuses sign-in codes for an account that had maxWrongCodes wrong ones within
// wrongCodeWindow. It is on whatever RATE_LIMITS says: a 6-digit code must not be guessable.
func registerCodeLimit(app core.App, now func() time.Time) {
	counter := &wrongCodes{now: now, entries: map[string]*wrongCodeEntry{}}
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
				otp, err := e.App.FindOTPById(otpID)
				if err != nil {
					return e.Next() // PocketBase answers "Invalid or expired OTP"
				}
				key := otp.CollectionRef() + "/" + otp.RecordRef()
				if counter.blocked(key) {
					deleteCodes(e.App, otp)
					return router.NewApiError(http.StatusTooManyRequests, tooManyWrongCodes, nil)
				}
				err = e.Next()
				var apiErr *router.ApiError
				if errors.As(err, &apiErr) && apiErr.Status == http.StatusBadRequest {
					counter.add(key)
				}
				return err
			},
		})
		return se.Next()
	})
}

// deleteCodes removes every outstanding code of otp's account.
func deleteCodes(app core.App, otp *core.OTP) {
	account, err := app.FindRecordById(otp.CollectionRef(), otp.RecordRef())
	if err != nil {
		return
	}
	all, err := app.FindAllOTPsByRecord(account)
	if err != nil {
		return
	}
	for _, code := range all {
		if err := app.Delete(code); err != nil {
			app.Logger().Warn("accounts: deleting a blocked account's sign-in code failed", "error", err)
		}
	}
}
