package demo

import (
	"fmt"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// heavyClientOrders is how many orders the first demo client gets in a bulk seed of 5 000 orders or more (unless
// --client-orders says otherwise), so benchmarks have a client with a long history.
const heavyClientOrders = 500

const orderInsertSQL = `INSERT INTO orders (id, title, description, company_name, phone_number, current_website,
	reference_website, collaborator_code, client, brand, status, budget, timeline, priority, service_type, created, updated)
	VALUES ({:id}, {:title}, {:description}, {:company}, {:phone}, {:current}, {:reference}, {:code}, {:client},
	{:brand}, {:status}, {:budget}, {:timeline}, {:priority}, {:service}, {:created}, {:updated})`

const notificationInsertSQL = `INSERT INTO notifications (id, user, title, message, status, related_order, created, updated)
	VALUES ({:id}, {:user}, {:title}, {:message}, {:status}, {:order}, {:created}, {:created})`

const eventInsertSQL = `INSERT INTO order_events (id, "order", "from", "to", who, actor, created)
	VALUES ({:id}, {:order}, {:from}, {:to}, {:who}, {:actor}, {:created})`

// story is when an order moved along the 2-day promise: submitted, approved, launched (zero: not yet).
type story struct {
	created, approved, completed time.Time
}

// storyForAge mirrors a 2-day service: an order of the last hours waits for approval, one of the last
// two and a half days is being built (or still waits), an older one was launched about two days
// after its approval.
func (s *seeder) storyForAge(created time.Time) story {
	age := s.now.Sub(created)
	st := story{created: created}
	between := func(from, to time.Duration) time.Duration { return from + time.Duration(s.r.Int64N(int64(to-from))) }
	switch {
	case age < 6*time.Hour, age < 60*time.Hour && s.r.IntN(3) == 0:
		return st
	case age < 60*time.Hour:
		st.approved = created.Add(between(age/8, age/2))
		return st
	}
	st.approved = created.Add(between(time.Hour, 8*time.Hour))
	st.completed = st.approved.Add(between(20*time.Hour, 48*time.Hour))
	return st
}

func (st story) status() string {
	switch {
	case !st.completed.IsZero():
		return "completed"
	case !st.approved.IsZero():
		return "in_progress"
	}
	return "pending_approval"
}

func (st story) updated() time.Time {
	if !st.completed.IsZero() {
		return st.completed
	}
	if !st.approved.IsZero() {
		return st.approved
	}
	return st.created
}

// seeded counts the rows orders wrote.
type seeded struct{ orders, notifications, events, launches, messages int }

// orders inserts n orders over the members, each after its member joined, with the status history, the
// provider's "New order" alert and the client's notification of each change, as the order pipeline makes them.
func (s *seeder) orders(tx core.App, members []member, n int) (seeded, error) {
	out := seeded{}
	if n == 0 || len(members) == 0 {
		return out, nil
	}
	orderQ := tx.DB().NewQuery(orderInsertSQL).Prepare()
	defer orderQ.Close()
	noteQ := tx.DB().NewQuery(notificationInsertSQL).Prepare()
	defer noteQ.Close()
	eventQ := tx.DB().NewQuery(eventInsertSQL).Prepare()
	defer eventQ.Close()

	span := 365 * 24 * time.Hour
	if n <= 20 {
		span = 21 * 24 * time.Hour // a small demo looks alive: everything in the last three weeks
	}
	heavy := s.clientOrders
	switch {
	case heavy > 0:
	case n >= 5000:
		heavy = heavyClientOrders
	case len(members) > 1:
		heavy = n / 2
	}
	for i := 0; i < n; i++ {
		m := members[s.r.IntN(len(members))]
		if i < heavy {
			m = members[0]
		}
		from := s.now.Add(-span)
		if m.joined.After(from) {
			from = m.joined
		}
		created := from.Add(time.Duration(s.r.Int64N(int64(s.now.Sub(from)) + 1)))
		st := s.storyForAge(created)
		title := pick(s.r, demoProjects)
		id := newID()
		_, err := orderQ.Bind(dbx.Params{
			"id": id, "title": title, "description": demoDescription(s.r, m.sells), "company": m.brand,
			"phone": m.phone, "current": s.website(m.brand, 2), "reference": s.website("", 3), "code": s.code(),
			"client": m.id, "brand": m.brandID, "status": st.status(), "budget": s.budget, "timeline": s.timeline,
			"priority": pick(s.r, demoPriority), "service": pick(s.r, demoServices),
			"created": dbTime(created), "updated": dbTime(st.updated()),
		}).Execute()
		if err != nil {
			return out, fmt.Errorf("order %d: %w", i+1, err)
		}
		out.orders++
		steps := []struct {
			from, to, who, actor string
			at                   time.Time
		}{
			{"", "pending_approval", m.id, "client", created},
			{"pending_approval", "in_progress", s.adminID, "admin", st.approved},
			{"in_progress", "completed", s.adminID, "admin", st.completed},
		}
		for _, step := range steps {
			if step.at.IsZero() {
				break
			}
			_, err := eventQ.Bind(dbx.Params{"id": newID(), "order": id, "from": step.from, "to": step.to,
				"who": step.who, "actor": step.actor, "created": dbTime(step.at)}).Execute()
			if err != nil {
				return out, fmt.Errorf("history of order %d: %w", i+1, err)
			}
			out.events++
			// A submission alerts the provider in its inbox (read once the provider approved the order); a change
			// tells the client (read once it is three days old).
			// The words are the hooks' own (pb_hooks/lib/order_texts.js), so editing them changes the demo too.
			user, read := m.id, s.now.Sub(step.at) >= 3*24*time.Hour
			note, message, err := s.texts.note("statusChangeNotification", title, step.to)
			if step.from == "" {
				user, read = s.adminID, !st.approved.IsZero()
				note, message, err = s.texts.note("newOrderNotification", title, m.brand, m.name)
			}
			if err != nil {
				return out, fmt.Errorf("notification for order %d: %w", i+1, err)
			}
			if err := s.notify(noteQ, user, note, message, id, step.at, read); err != nil {
				return out, fmt.Errorf("notification for order %d: %w", i+1, err)
			}
			out.notifications++
		}
	}
	return out, nil
}

// notify inserts one notification, read or unread.
func (s *seeder) notify(q *dbx.Query, user, title, message, order string, at time.Time, read bool) error {
	status := "unread"
	if read {
		status = "read"
	}
	_, err := q.Bind(dbx.Params{"id": newID(), "user": user, "title": title, "message": message,
		"status": status, "order": order, "created": dbTime(at)}).Execute()
	return err
}

func (s *seeder) phone() string {
	if s.r.IntN(3) == 0 {
		return ""
	}
	return fmt.Sprintf("+1 555 %03d %04d", s.r.IntN(1000), s.r.IntN(10000))
}

// website returns a store URL, or "" one time in oneIn.
func (s *seeder) website(brand string, oneIn int) string {
	if s.r.IntN(oneIn) == 0 {
		return ""
	}
	if brand == "" {
		brand = pick(s.r, demoBrandFirst) + " " + pick(s.r, demoBrandSecond)
	}
	slug := []rune{}
	for _, c := range brand {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c >= 'a' && c <= 'z' {
			slug = append(slug, c)
		}
	}
	return "https://" + string(slug) + ".example.com"
}

func (s *seeder) code() string {
	if s.r.IntN(4) != 0 {
		return ""
	}
	return fmt.Sprintf("%04d-%04d", s.r.IntN(10000), s.r.IntN(10000))
}
