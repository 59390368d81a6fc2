package outbox

import (
	"errors"
	"fmt"
	"net"
	"net/textproto"
	"testing"
	"time"
)

func TestPolicyLeasesTwiceTheSendTimeout(t *testing.T) {
	got := policyOf(Config{Retry: 5 * time.Second, SendTimeout: 3 * time.Second})
	if got.retry != 5*time.Second || got.sendTimeout != 3*time.Second || got.lease != 6*time.Second ||
		got.giveUpAfter != 24*time.Hour || got.concurrency != 8 {
		t.Fatalf("got %+v", got)
	}
}

func TestNextAttemptDoublesUntilADayThenGivesUp(t *testing.T) {
	config := outboxConfig{retry: time.Minute, giveUpAfter: 24 * time.Hour}
	created := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	cases := []struct {
		after    time.Duration // since created
		attempts int
		wantIn   time.Duration // from now; 0 = give up
	}{
		{0, 1, time.Minute},
		{time.Minute, 2, 2 * time.Minute},
		{3 * time.Minute, 3, 4 * time.Minute},
		{4 * time.Hour, 9, 256 * time.Minute},
		{17 * time.Hour, 11, 7 * time.Hour},              // 1024 min would pass the day: capped to its end
		{23*time.Hour + 59*time.Minute, 12, time.Minute}, // the last attempt is at created + 24 h
		{24 * time.Hour, 13, 0},
		{time.Hour, 500, 23 * time.Hour}, // a huge count cannot overflow into the past
	}
	for _, c := range cases {
		now := created.Add(c.after)
		at, ok := config.nextAttempt(created, now, c.attempts)
		if c.wantIn == 0 {
			if ok {
				t.Errorf("after %v, attempt %d: want give up, got retry at %v", c.after, c.attempts, at)
			}
			continue
		}
		if !ok || at.Sub(now) != c.wantIn {
			t.Errorf("after %v, attempt %d: want retry in %v, got %v (ok=%v)", c.after, c.attempts, c.wantIn, at.Sub(now), ok)
		}
	}
}

func TestClassifySendError(t *testing.T) {
	refused := &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connect: connection refused")}
	cases := []struct {
		name string
		err  error
		want sendFailure
	}{
		{"mailbox unavailable", &textproto.Error{Code: 550, Msg: "no such user"}, sendFailure{permanent: true}},
		{"greylisted", &textproto.Error{Code: 451, Msg: "try later"}, sendFailure{}},
		{"wrapped reply", fmt.Errorf("send: %w", &textproto.Error{Code: 554, Msg: "rejected"}), sendFailure{permanent: true}},
		{"refused", refused, sendFailure{serverDown: true}},
		{"timeout", errors.New("i/o timeout"), sendFailure{serverDown: true}},
	}
	for _, c := range cases {
		if got := classifySendError(c.err); got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.name, got, c.want)
		}
	}
}
