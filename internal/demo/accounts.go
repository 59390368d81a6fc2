package demo

import (
	"fmt"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"golang.org/x/crypto/bcrypt"
)

// demoLogin is an account the demo seed creates and prints: a client with its brand, what the brand sells (as the
// landing page's portfolio shows it) and the one phone number it gives on every order.
type demoLogin struct{ role, name, email, password, brand, sells, phone string }

// demoLogins are the fixed accounts of every demo database. The clients are the people and brands the landing
// page's testimonials and portfolio name (ui/src/content/testimonials.ts, gallery.ts; cast_test.go checks it).
var demoLogins = []demoLogin{
	{"admin", "Sam Rivera", "admin@launchdesk.local", "admin-demo-2026", "", "", ""},
	{"client", "Ava Okafor", "ava@noir-atelier.example", "client-demo-2026", "Noir Atelier",
		"made-to-measure tailoring: suits, coats and separates", "+1 555 014 2290"},
	{"client", "Noah Lindqvist", "noah@drift-supply.example", "client-demo-2026", "Drift Supply",
		"surf streetwear: hoodies, tees and board shorts", "+1 555 203 7781"},
}

func (s *seeder) hash(password string) (string, error) {
	if h, ok := s.hashes[password]; ok {
		return h, nil
	}
	h, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	s.hashes[password] = string(h)
	return string(h), err
}

// insertUser writes one users row and says whether it is new; existing e-mails are left as they are.
func (s *seeder) insertUser(tx core.App, role, name, email, password string, created time.Time) (string, bool, error) {
	var existing string
	err := tx.DB().NewQuery("SELECT id FROM users WHERE email = {:email}").Bind(dbx.Params{"email": email}).Row(&existing)
	if err == nil {
		return existing, false, nil
	}
	hash, err := s.hash(password)
	if err != nil {
		return "", false, err
	}
	id := newID()
	_, err = tx.DB().Insert("users", dbx.Params{
		"id": id, "email": email, "emailVisibility": false, "verified": true, "password": hash,
		"tokenKey": security.RandomString(50), "name": name, "avatar": "", "role": role,
		"created": dbTime(created), "updated": dbTime(created),
	}).Execute()
	return id, err == nil, err
}

// member is a client of the demo: who, which brand (its name and its brands record), what it sells, its phone number
// ("" when it gives none), since when.
type member struct {
	id, name, brand, brandID, sells, phone string
	joined                                 time.Time
}

// demoAccounts ensures the printed logins exist and returns the demo clients and the admin's id;
// created counts the client accounts this run inserted.
func (s *seeder) demoAccounts(tx core.App) (clients []member, adminID string, created int, err error) {
	for i, l := range demoLogins {
		joined := s.now.AddDate(0, 0, -400+i)
		id, isNew, err := s.insertUser(tx, l.role, l.name, l.email, l.password, joined)
		if err != nil {
			return nil, "", 0, fmt.Errorf("demo account %s: %w", l.email, err)
		}
		if l.role == "admin" {
			adminID = id
			continue
		}
		if isNew {
			created++
		}
		brandID, err := s.brandOf(tx, id, l.brand, joined)
		if err != nil {
			return nil, "", 0, fmt.Errorf("demo brand %s: %w", l.brand, err)
		}
		clients = append(clients, member{id: id, name: l.name, brand: l.brand, brandID: brandID, sells: l.sells,
			phone: l.phone, joined: joined})
	}
	return clients, adminID, created, nil
}

// clients inserts n generated clients who signed up over the past year, each with a brand of its own or, with
// --brand-size, in brands of 1 to brandSize people (brands.go). The first brandSize-1 of them then join first's
// brand (the demo client with the long history), so that a member of the largest brand reads the most orders.
func (s *seeder) clients(tx core.App, n int, first member) ([]member, error) {
	members := make([]member, 0, n)
	team := &seedTeam{}
	if s.brandSize > 1 {
		team = &seedTeam{name: first.brand, id: first.brandID, left: s.brandSize - 1}
	}
	for i := 0; i < n; i++ {
		name, email := demoPerson(s.r, s.people, i+1)
		joined := s.now.Add(-time.Duration(s.r.Int64N(int64(365 * 24 * time.Hour))))
		id, _, err := s.insertUser(tx, "client", name, email, "client-demo-2026", joined)
		if err != nil {
			return nil, err
		}
		brand, brandID, err := s.teamOf(tx, team, id, joined)
		if err != nil {
			return nil, err
		}
		members = append(members, member{id: id, name: name, brand: brand, brandID: brandID, sells: pick(s.r, demoSells),
			phone: s.phone(), joined: joined})
	}
	return members, nil
}
