package teams_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/teams"
	"launchdesk/internal/testapp"
)

// world is an app with the team routes, served without a listener, and its owner: an account that signed up and so
// owns a brand of one.
type world struct {
	t     *testing.T
	app   core.App
	h     http.Handler
	owner *core.Record
}

func newWorld(t *testing.T) *world {
	t.Helper()
	app := testapp.New(t, teams.Register)
	w := &world{t: t, app: app, h: testapp.Handler(t, app)}
	w.owner = w.user("owner@example.com", "Olive")
	return w
}

// user saves a client account, as a sign-up does (its brand of one comes with it).
func (w *world) user(email, name string) *core.Record {
	w.t.Helper()
	c, _ := w.app.FindCollectionByNameOrId("users")
	u := core.NewRecord(c)
	u.Load(map[string]any{"email": email, "name": name, "role": "client"})
	u.SetPassword("a-long-password-1")
	if err := w.app.Save(u); err != nil {
		w.t.Fatal(err)
	}
	return u
}

// studio saves the studio's admin account, Sam.
func (w *world) studio() *core.Record {
	w.t.Helper()
	c, _ := w.app.FindCollectionByNameOrId("users")
	s := core.NewRecord(c)
	s.Load(map[string]any{"email": "sam@studio.example", "name": "Sam", "role": "admin"})
	s.SetPassword("a-long-password-1")
	if err := w.app.Save(s); err != nil {
		w.t.Fatal(err)
	}
	return s
}

// call makes a request as auth (nil: a visitor) and answers the status and the decoded JSON body.
func (w *world) call(auth *core.Record, method, path string, body any) (int, map[string]any) {
	w.t.Helper()
	raw, _ := json.Marshal(body)
	req := httptest.NewRequest(method, path, strings.NewReader(string(raw)))
	req.Header.Set("Content-Type", "application/json")
	if auth != nil {
		token, err := auth.NewAuthToken()
		if err != nil {
			w.t.Fatal(err)
		}
		req.Header.Set("Authorization", token)
	}
	res := httptest.NewRecorder()
	w.h.ServeHTTP(res, req)
	out := map[string]any{}
	_ = json.Unmarshal(res.Body.Bytes(), &out)
	return res.Code, out
}

// membership is user's membership, as stored now.
func (w *world) membership(user *core.Record) *core.Record {
	w.t.Helper()
	m, err := w.app.FindFirstRecordByFilter("memberships", "user = {:u}", dbx.Params{"u": user.Id})
	if err != nil {
		w.t.Fatalf("membership of %s: %v", user.Email(), err)
	}
	return m
}

// invite has the owner invite email in role and answers the invitation's token, from the e-mail's join link.
func (w *world) invite(email, role string) string {
	w.t.Helper()
	if code, body := w.call(w.owner, "POST", "/api/launchdesk/team/invitations", map[string]string{"email": email, "role": role}); code != 200 {
		w.t.Fatalf("inviting %s: %d %v", email, code, body)
	}
	mail, err := w.app.FindFirstRecordByFilter("mail_outbox", "kind = 'team_invitation' && recipient = {:r}", dbx.Params{"r": email})
	if err != nil {
		w.t.Fatalf("no invitation e-mail to %s: %v", email, err)
	}
	text := mail.GetString("text")
	i := strings.Index(text, "/join/")
	if i < 0 {
		w.t.Fatalf("the invitation e-mail has no join link:\n%s", text)
	}
	return strings.Fields(text[i+len("/join/"):])[0]
}

// order saves an order of client's (its brand's).
func (w *world) order(client *core.Record) *core.Record {
	w.t.Helper()
	c, _ := w.app.FindCollectionByNameOrId("orders")
	o := core.NewRecord(c)
	o.Load(map[string]any{"title": "Store", "description": "A store.", "company_name": "Label", "client": client.Id})
	if err := w.app.Save(o); err != nil {
		w.t.Fatal(err)
	}
	return o
}
