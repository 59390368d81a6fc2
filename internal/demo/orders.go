package demo

import (
	"fmt"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// heavyClientOrders is how many orders the first demo client gets in a bulk seed,
// so benchmarks have a client with a long history.
const heavyClientOrders = 500

const orderInsertSQL = `INSERT INTO orders (id, title, description, company_name, phone_number, current_website,
	reference_website, collaborator_code, client, status, budget, timeline, priority, service_type, created, updated)
	VALUES ({:id}, {:title}, {:description}, {:company}, {:phone}, {:current}, {:reference}, {:code}, {:client},
	{:status}, {:budget}, {:timeline}, {:priority}, {:service}, {:created}, {:updated})`

const notificationInsertSQL = `INSERT INTO notifications (id, user, title, message, status, related_order, created, updated)
	VALUES ({:id}, {:user}, {:title}, {:message}, {:status}, {:order}, {:created}, {:created})`

// statusForAge mirrors a 2-day service: recent orders wait, younger ones are in progress, older ones are done.
func (s *seeder) statusForAge(age time.Duration) string {
	switch {
	case age < 36*time.Hour:
		return "pending_approval"
	case age < 5*24*time.Hour:
		return []string{"pending_approval", "in_progress", "in_progress"}[s.r.IntN(3)]
	case s.r.IntN(20) == 0:
		return "in_progress"
	default:
		return "completed"
	}
}

// orders inserts n orders over the clients, with a status notification for each one that moved on.
func (s *seeder) orders(tx core.App, clientIDs []string, n int) (int, int, error) {
	if n == 0 || len(clientIDs) == 0 {
		return 0, 0, nil
	}
	orderQ := tx.DB().NewQuery(orderInsertSQL).Prepare()
	defer orderQ.Close()
	noteQ := tx.DB().NewQuery(notificationInsertSQL).Prepare()
	defer noteQ.Close()

	span := 365 * 24 * time.Hour
	if n <= 20 {
		span = 21 * 24 * time.Hour // a small demo looks alive: everything in the last three weeks
	}
	notes := 0
	for i := 0; i < n; i++ {
		client := clientIDs[s.r.IntN(len(clientIDs))]
		switch {
		case n >= 5000 && i < heavyClientOrders, n < 5000 && len(clientIDs) > 1 && i < n/2:
			client = clientIDs[0]
		}
		age := time.Duration(s.r.Int64N(int64(span)))
		created := s.now.Add(-age)
		status := s.statusForAge(age)
		brand := demoBrand(s.r)
		title := fmt.Sprintf(pick(s.r, demoProjects), brand)
		updated := created
		if status != "pending_approval" {
			updated = created.Add(time.Duration(1+s.r.IntN(72)) * time.Hour)
			if updated.After(s.now) {
				updated = s.now
			}
		}
		id := newID()
		_, err := orderQ.Bind(dbx.Params{
			"id": id, "title": title, "description": pick(s.r, demoAsks), "company": brand,
			"phone": s.phone(), "current": s.website(brand, 2), "reference": s.website("", 3), "code": s.code(),
			"client": client, "status": status, "budget": 200, "timeline": pick(s.r, demoTimelines),
			"priority": pick(s.r, demoPriority), "service": pick(s.r, demoServices),
			"created": dbTime(created), "updated": dbTime(updated),
		}).Execute()
		if err != nil {
			return i, notes, fmt.Errorf("order %d: %w", i+1, err)
		}
		if status == "pending_approval" {
			continue
		}
		read := "read"
		if s.now.Sub(updated) < 7*24*time.Hour {
			read = "unread"
		}
		_, err = noteQ.Bind(dbx.Params{
			"id": newID(), "user": client, "title": "Order Status Updated: " + title,
			"message": fmt.Sprintf("Your order %q status has been updated to: %s.", title, humanStatus(status)),
			"status":  read, "order": id, "created": dbTime(updated),
		}).Execute()
		if err != nil {
			return i, notes, fmt.Errorf("notification for order %d: %w", i+1, err)
		}
		notes++
	}
	return n, notes, nil
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
		brand = demoBrand(s.r)
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
