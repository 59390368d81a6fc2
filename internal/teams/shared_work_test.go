package teams_test

import (
	"slices"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
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
	studio := w.studio()
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

// Whoever loses an ability on the brand loses the e-mails still waiting to be sent for it: the removed designer its
// message e-mail (a reminder a worker is sending already goes on), the bookkeeper made a member its receipt, the owner
// who hands over its receipt; what the others still may receive stays.
func TestWaitingMailGoesWithTheAbilityItWasFor(t *testing.T) {
	w := newWorld(t)
	order := w.order(w.owner)
	lina := w.join("lina@example.com", "member")
	books := w.join("books@example.com", "billing")
	studio := w.studio()
	m, _ := w.app.FindCollectionByNameOrId("messages")
	note := core.NewRecord(m)
	note.Load(map[string]any{"order": order.Id, "author": studio.Id, "body": "The preview is ready."})
	if err := w.app.Save(note); err != nil {
		t.Fatal(err)
	}
	order.Set("status", "in_progress") // approved: its payment is due
	if err := w.app.Save(order); err != nil {
		t.Fatal(err)
	}
	payment, err := w.app.FindFirstRecordByFilter("payments", "order = {:o}", dbx.Params{"o": order.Id})
	if err != nil {
		t.Fatal(err)
	}
	payment.Load(map[string]any{"state": "paid", "method": "bank_transfer", "reference": "BANK-1"})
	if err := w.app.Save(payment); err != nil {
		t.Fatal(err)
	}
	outbox, _ := w.app.FindCollectionByNameOrId("mail_outbox")
	sending := core.NewRecord(outbox)
	sending.Load(map[string]any{"kind": "intake_reminder", "recipient": lina.Email(), "subject": "Reminder",
		"text": "Reminder", "html": "<p>Reminder</p>", "state": "queued", "order": order.Id, "claim": "worker-1",
		"next_attempt": types.NowDateTime()})
	if err := w.app.Save(sending); err != nil {
		t.Fatal(err)
	}
	if got := recipients(w, "messages", order.Id); !slices.Equal(got, []string{"lina@example.com", "owner@example.com"}) {
		t.Fatalf("the studio's message is mailed to %v, want the designer and the owner", got)
	}
	if got := recipients(w, "payment_receipt", order.Id); !slices.Equal(got, []string{"books@example.com", "owner@example.com"}) {
		t.Fatalf("receipts to %v, want the bookkeeper and the owner", got)
	}
	// the approval queued a reminder for each who works on it; a worker is sending one of the designer's
	if got := recipients(w, "intake_reminder", order.Id); !slices.Equal(got, []string{"lina@example.com", "lina@example.com", "owner@example.com"}) {
		t.Fatalf("intake reminders %v, want the designer's two and the owner's", got)
	}

	if code, body := w.call(w.owner, "DELETE", "/api/launchdesk/team/members/"+w.membership(lina).Id, nil); code != 204 {
		t.Fatalf("removing the designer: %d %v", code, body)
	}
	if got := recipients(w, "messages", order.Id); !slices.Equal(got, []string{"owner@example.com"}) {
		t.Errorf("message e-mails after the designer left: %v, want the owner's alone", got)
	}
	if got := recipients(w, "intake_reminder", order.Id); !slices.Equal(got, []string{"lina@example.com", "owner@example.com"}) {
		t.Errorf("intake reminders after the designer left: %v, want the one a worker is sending and the owner's", got)
	}
	if code, body := w.call(w.owner, "PATCH", "/api/launchdesk/team/members/"+w.membership(books).Id, map[string]string{"role": "member"}); code != 204 {
		t.Fatalf("making the bookkeeper a member: %d %v", code, body)
	}
	if got := recipients(w, "payment_receipt", order.Id); !slices.Equal(got, []string{"owner@example.com"}) {
		t.Errorf("receipts after the bookkeeper became a member: %v, want the owner's alone", got)
	}
	if code, body := w.call(w.owner, "POST", "/api/launchdesk/team/members/"+w.membership(books).Id+"/owner", nil); code != 204 {
		t.Fatalf("handing the ownership over: %d %v", code, body)
	}
	if got := recipients(w, "payment_receipt", order.Id); len(got) != 0 {
		t.Errorf("receipts after the owner became a member: %v, want none (no one waiting may pay)", got)
	}
	if got := recipients(w, "messages", order.Id); !slices.Equal(got, []string{"owner@example.com"}) {
		t.Errorf("message e-mails after the hand-over: %v, want the former owner's kept (a member works)", got)
	}
}
