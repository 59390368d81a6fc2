package pipeline

import (
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// The e-mails the JS hooks render (pb_hooks/lib/mail/, views/mail/), read back from the outbox rows.

func outboxRow(t *testing.T, app core.App, orderID, kind string) *core.Record {
	t.Helper()
	row, err := app.FindFirstRecordByFilter("mail_outbox", "order = {:id} && kind = {:kind}",
		dbx.Params{"id": orderID, "kind": kind})
	if err != nil {
		t.Fatalf("no %s e-mail for order %s: %v", kind, orderID, err)
	}
	return row
}

func TestNewOrderMailEscapesAndShortensWhatTheClientTyped(t *testing.T) {
	app := newPipelineFixture(t).app
	client := saveUser(t, app, "ava2@example.com", "Ava Two", "client")
	orders, _ := app.FindCollectionByNameOrId("orders")
	order := core.NewRecord(orders)
	order.Load(map[string]any{"title": "Drop", "company_name": "Noir & Co", "client": client.Id,
		"description": strings.Repeat("𝄞", 700)}) // outside the BMP: counted as one character each
	if err := app.Save(order); err != nil {
		t.Fatal(err)
	}

	row := outboxRow(t, app, order.Id, "new_order")
	html, text := row.GetString("html"), row.GetString("text")
	if row.GetString("subject") != "New order: Drop from Noir & Co" || row.GetString("recipient") != "admin@example.com" {
		t.Errorf("subject %q to %q", row.GetString("subject"), row.GetString("recipient"))
	}
	if !strings.Contains(html, "/admin/orders/"+order.Id+`"`) || !strings.Contains(html, "Noir &amp; Co") ||
		strings.Contains(html, "Noir & Co") {
		t.Errorf("the HTML lacks the admin link or the escaped company:\n%s", html)
	}
	if !strings.Contains(text, "Client: Ava Two\nE-mail: ava2@example.com\n") ||
		!strings.Contains(text, "Description: "+strings.Repeat("𝄞", 599)+"…\n") {
		t.Errorf("the text lacks the client or the description shortened to 600 characters:\n%s", text)
	}
}

func TestStatusMailSentenceGreetingAndHeaderSafeSubject(t *testing.T) {
	f := newPipelineFixture(t)
	f.order.Set("title", "<img src=x onerror=alert(1)>\r\nX-Evil: 1")
	f.approveLaunch(t)
	f.order.Set("status", "completed")
	if err := f.app.Save(f.order); err != nil {
		t.Fatal(err)
	}
	row := outboxRow(t, f.app, f.order.Id, "status_change")
	html, text := row.GetString("html"), row.GetString("text")
	if got := row.GetString("subject"); got != "Order Update: <img src=x onerror=alert(1)> X-Evil: 1" {
		t.Errorf("subject %q", got)
	}
	for _, want := range []string{"Congratulations! Your order has been completed.", "Hello Ava,",
		"&lt;img src=x onerror=alert(1)&gt;", "/portal/orders/" + f.order.Id + `"`, "max-width:600px"} {
		if !strings.Contains(html, want) {
			t.Errorf("the HTML lacks %q", want)
		}
	}
	// The status as the app names it ("Completed", like its badges); the notification keeps the specification's words.
	if strings.Contains(html, "<img") || !strings.Contains(text, "<img src=x onerror=alert(1)>") ||
		!strings.Contains(text, "Status: Completed\n") ||
		!strings.Contains(html, ">Completed</td>") {
		t.Errorf("unescaped title in the HTML, the title not as typed in the text, or no status line named as in the app:\n%s", text)
	}
}

func TestMailsKeepTheLineBreaksOfADescription(t *testing.T) {
	app := newPipelineFixture(t).app
	client := saveUser(t, app, "lines@example.com", "Lena Lines", "client")
	orders, _ := app.FindCollectionByNameOrId("orders")
	order := core.NewRecord(orders)
	order.Load(map[string]any{"title": "Drop", "company_name": "Lines", "client": client.Id,
		"description": "Three pages:\r\n- home & shop\n\n<b>sizes</b> last"})
	if err := app.Save(order); err != nil {
		t.Fatal(err)
	}

	row := outboxRow(t, app, order.Id, "new_order")
	html, text := row.GetString("html"), row.GetString("text")
	if want := ">Three pages:<br>- home &amp; shop<br><br>&lt;b&gt;sizes&lt;/b&gt; last</td>"; !strings.Contains(html, want) {
		t.Errorf("the HTML lacks the description's lines (%q):\n%s", want, html)
	}
	if want := "Description: Three pages:\r\n- home & shop\n\n<b>sizes</b> last\n"; !strings.Contains(text, want) {
		t.Errorf("the text lacks the description as typed (%q):\n%s", want, text)
	}
}
