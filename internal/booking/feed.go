package booking

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
)

// The busy calendar is read every feedEvery, and at once when its address is saved; one read waits feedTimeout at
// most and takes feedMaxBytes at most.
const (
	feedEvery    = 10 * time.Minute
	feedTimeout  = 10 * time.Second
	feedMaxBytes = 5 << 20
)

// busyCache keeps the last good copy of the studio's busy calendar: the feed as read, and its busy times expanded
// for the days that can be booked, merged and sorted. A read that fails keeps both.
type busyCache struct {
	mu    sync.RWMutex
	url   string
	body  []byte
	spans []Interval
	wake  chan struct{}
}

func newBusyCache() *busyCache { return &busyCache{wake: make(chan struct{}, 1)} }

// between is the cached busy times that meet [from, to).
func (b *busyCache) between(from, to time.Time) []Interval {
	b.mu.RLock()
	defer b.mu.RUnlock()
	i := sort.Search(len(b.spans), func(i int) bool { return b.spans[i].End.After(from) })
	j := sort.Search(len(b.spans), func(j int) bool { return !b.spans[j].Start.Before(to) })
	if i >= j {
		return nil
	}
	return b.spans[i:j]
}

// wakeUp asks the reader to read the feed now (its address was saved). It never blocks.
func (b *busyCache) wakeUp() {
	select {
	case b.wake <- struct{}{}:
	default:
	}
}

// fetchFeed reads url (webcal:// is read as https://) within feedTimeout and feedMaxBytes.
func fetchFeed(ctx context.Context, url string) ([]byte, error) {
	if rest, ok := strings.CutPrefix(url, "webcal://"); ok {
		url = "https://" + rest
	}
	ctx, cancel := context.WithTimeout(ctx, feedTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, fmt.Errorf("the address cannot be read: %w", err)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, fmt.Errorf("the calendar could not be reached: %w", err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("the calendar answered %s", res.Status)
	}
	body, err := io.ReadAll(io.LimitReader(res.Body, feedMaxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("the calendar's answer broke off: %w", err)
	}
	if len(body) > feedMaxBytes {
		return nil, fmt.Errorf("the calendar is larger than %d MB", feedMaxBytes>>20)
	}
	return body, nil
}

// refresh reads the studio's busy calendar once, keeps it when it parses (else the last good copy stays), expands it
// for the bookable days and stores the outcome on the settings row for /admin/booking.
func (s *service) refresh(ctx context.Context) {
	st, _, err := s.settingsOf(s.app)
	if err != nil {
		s.app.Logger().Error("booking: reading the settings failed", "error", err)
		return
	}
	now := s.clock.Now()
	from, to := now.AddDate(0, 0, -1), now.AddDate(0, 0, max(st.HorizonDays, 1)+2)
	b := s.busy
	b.mu.RLock()
	body, sameURL := b.body, b.url == st.BusyURL
	b.mu.RUnlock()
	if !sameURL {
		body = nil // another address: the old copy says nothing of the new calendar
	}
	var readErr error
	if st.BusyURL != "" {
		fresh, err := fetchFeed(ctx, st.BusyURL)
		if err == nil {
			_, err = BusyTimes(bytes.NewReader(fresh), s.loc, from, to)
		}
		if err == nil {
			body = fresh
		}
		readErr = err
	}
	var spans []Interval
	if st.BusyURL != "" && body != nil {
		all, _ := BusyTimes(bytes.NewReader(body), s.loc, from, to)
		spans = merged(all)
	}
	b.mu.Lock()
	b.url, b.body, b.spans = st.BusyURL, body, spans
	b.mu.Unlock()
	s.storeFeedOutcome(st.BusyURL != "", readErr)
}

func (s *service) storeFeedOutcome(read bool, readErr error) {
	if !read {
		return
	}
	now := dbTime(time.Now())
	params := dbx.Params{"id": settingsId, "now": now, "error": ""}
	sql := "UPDATE booking_settings SET busy_read_at = {:now}, busy_ok_at = {:now}, busy_error = {:error} WHERE id = {:id}"
	if readErr != nil {
		params["error"] = truncate(readErr.Error(), 1000)
		sql = "UPDATE booking_settings SET busy_read_at = {:now}, busy_error = {:error} WHERE id = {:id}"
	}
	if _, err := s.app.NonconcurrentDB().NewQuery(sql).Bind(params).Execute(); err != nil {
		s.app.Logger().Error("booking: storing the busy calendar's state failed", "error", err)
	}
	if readErr != nil {
		s.app.Logger().Warn("booking: the busy calendar could not be read; the last good copy is kept", "error", readErr)
	}
}

// readFeed reads the busy calendar at start, when woken and every feedEvery, until ctx ends.
func (s *service) readFeed(ctx context.Context) {
	ticker := time.NewTicker(feedEvery)
	defer ticker.Stop()
	for {
		s.refresh(ctx)
		select {
		case <-ctx.Done():
			return
		case <-s.busy.wake:
		case <-ticker.C:
		}
	}
}

func truncate(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n])
	}
	return s
}
