package booking

import (
	"sync/atomic"
	"time"
)

// Clock is booking's now: the real time, moved by an offset only in the tests (BOOKING_TEST_CLOCK, a superuser's
// request), so a test sees the reminders of a call a day away without waiting a day.
type Clock struct{ offset atomic.Int64 }

// Now is the time as booking sees it.
func (c *Clock) Now() time.Time { return time.Now().Add(time.Duration(c.offset.Load())) }

// Set moves the clock so that Now is at.
func (c *Clock) Set(at time.Time) { c.offset.Store(int64(time.Until(at))) }
