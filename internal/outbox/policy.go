package outbox

import (
	"errors"
	"net/textproto"
	"time"

	"launchdesk/internal/config"
	"launchdesk/internal/leasequeue"
)

// outboxConfig holds the worker's timings.
type outboxConfig struct {
	// retry is the first retry delay; each further failure doubles it (MAIL_RETRY_SECONDS).
	retry time.Duration
	// giveUpAfter is how long after its creation an e-mail is still retried before it is marked failed.
	giveUpAfter time.Duration
	// sendTimeout bounds how long the worker waits for one SMTP delivery (MAIL_SEND_TIMEOUT_SECONDS).
	sendTimeout time.Duration
	// lease is how long a claim holds: a row left "sending" by a crashed process is retried after it.
	lease time.Duration
	// concurrency is how many e-mails are delivered at once.
	concurrency int
}

// Config is what the operator sets of the worker, read by internal/config (MAIL_RETRY_SECONDS,
// MAIL_SEND_TIMEOUT_SECONDS).
type Config = config.Outbox

// policyOf derives the worker's timings from cfg.
func policyOf(cfg Config) outboxConfig {
	return outboxConfig{
		retry:       cfg.Retry,
		giveUpAfter: 24 * time.Hour,
		sendTimeout: cfg.SendTimeout,
		// longer than any send this process waits for, so a live claim never expires under it
		lease:       2 * cfg.SendTimeout,
		concurrency: 8,
	}
}

// nextAttempt returns when to retry an e-mail created at created after its
// attempts-th failed attempt at now: retry, 2×retry, 4×retry... after each
// failure, the last attempt at created+giveUpAfter. ok is false once that
// window is over: the e-mail is then failed for good.
func (c outboxConfig) nextAttempt(created, now time.Time, attempts int) (at time.Time, ok bool) {
	deadline := created.Add(c.giveUpAfter)
	if !now.Before(deadline) {
		return time.Time{}, false
	}
	at = now.Add(leasequeue.Backoff(c.retry, c.giveUpAfter, attempts))
	if at.After(deadline) {
		at = deadline
	}
	return at, true
}

// sendFailure says what a delivery error means for the e-mail and for SMTP.
type sendFailure struct {
	permanent  bool // the server refused this e-mail for good (5xx): retrying cannot help
	serverDown bool // no SMTP conversation happened: the server is unreachable or hung
}

// classifySendError sorts an error from the mailer. A reply code from the
// server means it is up; 5xx is permanent, 4xx transient. Anything else (refused
// connection, DNS, TLS, timeout) means the server could not be talked to.
func classifySendError(err error) sendFailure {
	if errors.Is(err, errExpired) {
		return sendFailure{permanent: true} // nothing was sent: it says nothing about the server
	}
	var reply *textproto.Error
	if errors.As(err, &reply) {
		return sendFailure{permanent: reply.Code >= 500 && reply.Code < 600}
	}
	return sendFailure{serverDown: true}
}
