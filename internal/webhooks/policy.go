package webhooks

import (
	"time"

	"launchdesk/internal/leasequeue"
)

// policy is the retry schedule: retry after the first failure, doubling after each further one up to maxDelay;
// a delivery that failed maxAttempts times is failed for good (the studio can still "Send again").
type policy struct {
	retry, maxDelay time.Duration
	maxAttempts     int
}

// nextAttempt is when to try again after the attempts-th failed attempt at now; false once it is the last.
func (p policy) nextAttempt(now time.Time, attempts int) (time.Time, bool) {
	if attempts >= p.maxAttempts {
		return time.Time{}, false
	}
	return now.Add(leasequeue.Backoff(p.retry, p.maxDelay, attempts)), true
}
