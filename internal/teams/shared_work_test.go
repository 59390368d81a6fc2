package teams_test

import (
	"slices"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// recipients lists the addresses of the queued e-mails of kind about order.
func recipients(w *world, kind, order string) []string {
	w.t.Helper()
	var out []string
	err := w.app.DB().NewQuery("SELECT recipient FROM mail_outbox WHERE kind = {:k} AND [[order]] = {:o} ORDER BY recipient").
		Bind(dbx.Params{"k": kind, "o": order}).Column(&out)
	if err != nil {
		w.t.Fatal(err)
	}
	return out
}

// A change is told to the members whom it concerns: the order's status to every role, its payment to the owner and
// the billing member, each by its own e-mail preferences.
func TestAStatusAndAPaymentAreToldToTheMembersTheyConcern(t *testing.T) {
	w := newWorld(t)
	order := w.order(w.owner)
	w.join("lina@example.com", "member")
	books := w.join("books@example.com", "billing")
	quiet := w.join("quiet@example.com", "member")
	quiet.Set("email_prefs", map[string]bool{"status": false, "messages": true, "notifications": true})
	if err := w.app.Save(quiet); err != nil {
		t.Fatal(err)
	}
	order.Set("status", "in_progress")
	if err := w.app.Save(order); err != nil {
		t.Fatal(err)
	}
	want := []string{"books@example.com", "lina@example.com", "owner@example.com"}
	if got := recipients(w, "status_change", order.Id); !slices.Equal(got, want) {
		t.Errorf("status e-mails to %v, want %v (quiet turned them off)", got, want)
	}
	notes, err := w.app.CountRecords("notifications", dbx.HashExp{"related_order": order.Id, "user": quiet.Id})
	if err != nil || notes != 1 {
		t.Errorf("the quiet member's notification: %d, %v", notes, err)
	}
	payment, err := w.app.FindFirstRecordByFilter("payments", "order = {:o}", dbx.Params{"o": order.Id})
	if err != nil {
		t.Fatal(err)
	}
	payment.Set("state", "paid")
	payment.Set("method", "bank_transfer")
	payment.Set("reference", "BANK-1")
	if err := w.app.Save(payment); err != nil {
		t.Fatal(err)
	}
	if got := recipients(w, "payment_receipt", order.Id); !slices.Equal(got, []string{books.Email(), "owner@example.com"}) {
		t.Errorf("receipts to %v, want the billing member and the owner", got)
	}
}

// The studio's message is e-mailed (after its delay) to the members who work on the order, not to its bookkeeper;
// a member's message to the studio and the member's working teammates.
func TestAMessageIsMailedToTheMembersWhoWorkOnTheOrder(t *testing.T) {
	w := newWorld(t)
	order := w.order(w.owner)
	lina := w.join("lina@example.com", "member")
	w.join("books@example.com", "billing")
	c, _ := w.app.FindCollectionByNameOrId("users")
	studio := core.NewRecord(c)
	studio.Load(map[string]any{"email": "sam@studio.example", "name": "Sam", "role": "admin"})
	studio.SetPassword("a-long-password-1")
	if err := w.app.Save(studio); err != nil {
		t.Fatal(err)
	}
	say := func(author *core.Record, body string) {
		m, _ := w.app.FindCollectionByNameOrId("messages")
		r := core.NewRecord(m)
		r.Load(map[string]any{"order": order.Id, "author": author.Id, "body": body})
		if err := w.app.Save(r); err != nil {
			t.Fatal(err)
		}
	}
	say(studio, "The preview is ready.")
	if got := recipients(w, "messages", order.Id); !slices.Equal(got, []string{"lina@example.com", "owner@example.com"}) {
		t.Errorf("the studio's message is mailed to %v, want the owner and the designer", got)
	}
	say(lina, "Logo attached.")
	want := []string{"lina@example.com", "owner@example.com", "sam@studio.example"}
	if got := recipients(w, "messages", order.Id); !slices.Equal(got, want) {
		t.Errorf("after the designer's message: %v, want %v", got, want)
	}
}
