// Package sessions ends live realtime (SSE) sessions whose token may no longer do what they were
// granted: password changed, sessions ended, token key rotated, account deleted or role changed,
// whether this process or another one (the CLI writes the same SQLite file) made the change.
//
// PocketBase on its own only turns such a connection into a guest when this process rotates the
// token key, keeps it open, and after a role change made here hands it the new role. Here a
// connection is checked against the database before every record event is broadcast (a one-row
// change counter first, the accounts only when it has moved), against every account each
// SweepInterval, and by an in-memory check before each message is written; a revoked connection
// is sent why (SessionTopic: a new password, a new address, signed out everywhere) and nothing more,
// and its response is ended.
package sessions

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// SweepInterval is how often idle connections are checked against the database, so that a session
// ended by another process closes within about this long even when no event is broadcast.
const SweepInterval = 5 * time.Second

// beforeBroadcast runs the check ahead of PocketBase's realtime handlers (priority -99): the check
// sees the grant before PocketBase swaps in a re-saved auth record, and the broadcast that follows
// no longer selects a revoked client.
const beforeBroadcast = -100

// errRevoked ends the SSE response of a revoked client (PocketBase closes the connection when
// writing a message fails).
var errRevoked = errors.New("the realtime session was revoked: its sign-in is no longer valid")

// Register binds the session checks to app and starts the idle sweep when the app serves.
func Register(app core.App) {
	register(app, SweepInterval)
}

func register(app core.App, sweepEvery time.Duration) *checker {
	c := &checker{app: app}
	app.OnRealtimeSubscribeRequest().BindFunc(func(e *core.RealtimeSubscribeRequestEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		if e.Auth != nil { // PocketBase allows only guest → signed in, or the same account again
			g := newGrant(e.Auth)
			e.Client.Set(grantKey, g)
			c.granted(g)
		}
		return nil
	})

	app.OnRealtimeMessageSend().BindFunc(func(e *core.RealtimeMessageEvent) error {
		if lostAuth(e.Client) {
			revoke(e.Client, ReasonEnded)
		}
		if !isRevoked(e.Client) {
			return e.Next()
		}
		if e.Message.Name != SessionTopic {
			return errRevoked
		}
		// the one message a revoked client gets: why; then its response ends
		if err := e.Next(); err != nil {
			return err
		}
		return errRevoked
	})

	check := func(e *core.ModelEvent) error {
		if isBroadcastRecord(e.Model) {
			runCheck(c, false, "before a realtime broadcast")
		}
		return e.Next()
	}
	app.OnModelAfterCreateSuccess().Bind(&hook.Handler[*core.ModelEvent]{Func: check, Priority: beforeBroadcast})
	app.OnModelAfterUpdateSuccess().Bind(&hook.Handler[*core.ModelEvent]{Func: check, Priority: beforeBroadcast})
	app.OnModelAfterDeleteSuccess().Bind(&hook.Handler[*core.ModelEvent]{Func: check, Priority: beforeBroadcast})

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		ctx, stop := context.WithCancel(context.Background())
		go sweep(ctx, c, sweepEvery)
		app.OnTerminate().BindFunc(func(te *core.TerminateEvent) error {
			stop()
			return te.Next()
		})
		return se.Next()
	})
	return c
}

// isBroadcastRecord reports whether PocketBase broadcasts saves of model (records of base and auth
// collections; views and internal models such as logs have no realtime events).
func isBroadcastRecord(model core.Model) bool {
	var record *core.Record
	switch m := model.(type) {
	case *core.Record:
		record = m
	case core.RecordProxy:
		record = m.ProxyRecord()
	}
	return record != nil && record.Collection() != nil && !record.Collection().IsView()
}

// sweep checks the connected clients every interval until ctx ends.
func sweep(ctx context.Context, c *checker, every time.Duration) {
	ticker := time.NewTicker(every)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
			runCheck(c, true, "in the idle sweep")
		}
	}
}

// runCheck checks the clients (full: reading every account) and logs what it did.
func runCheck(c *checker, full bool, when string) {
	revoked, err := c.run(full)
	if err != nil {
		c.app.Logger().Warn("Checking realtime sessions failed; the unchecked ones were ended",
			slog.String("when", when), slog.String("error", err.Error()))
	}
	if revoked > 0 {
		c.app.Logger().Info("Ended realtime sessions whose sign-in is no longer valid",
			slog.Int("count", revoked), slog.String("when", when))
	}
}
