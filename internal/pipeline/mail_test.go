package pipeline

import (
	"launchdesk/internal/outbox"
	"strings"
	"testing"
)

func TestStatusChangeNotificationTexts(t *testing.T) {
	cases := []struct{ status, message string }{
		{"pending_approval", `Your order "Drop" status has been updated to: pending approval.`},
		{"in_progress", `Your order "Drop" status has been updated to: in progress.`},
		{"completed", `Your order "Drop" status has been updated to: completed.`},
	}
	for _, c := range cases {
		title, message := statusChangeNotification("Drop", c.status)
		if title != "Order Status Updated: Drop" || message != c.message {
			t.Errorf("%s: got %q / %q", c.status, title, message)
		}
	}
}

func TestStatusChangeMail(t *testing.T) {
	brand := mailBrand{Name: "launchdesk", AppURL: "https://studio.example"}
	for status, sentence := range statusSentences {
		subject, content := statusChangeMail(brand, "abc123", "<img src=x onerror=alert(1)>\r\nX-Evil: 1", "Ava", status)
		if subject != "Order Update: <img src=x onerror=alert(1)> X-Evil: 1" {
			t.Errorf("%s: subject %q", status, subject)
		}
		html, text, err := outbox.Render(content)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{
			sentence,
			`href="https://studio.example/portal/orders/abc123"`,
			`href="https://studio.example/portal"`,
			"&lt;img src=x onerror=alert(1)&gt;",
			"max-width:600px",
			"launchdesk",
		} {
			if !strings.Contains(html, want) {
				t.Errorf("%s: the HTML lacks %q", status, want)
			}
		}
		if strings.Contains(html, "<img") {
			t.Errorf("%s: the title reached the HTML unescaped", status)
		}
		for _, want := range []string{sentence, "https://studio.example/portal/orders/abc123", "https://studio.example/portal\n"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: the text lacks %q", status, want)
			}
		}
	}
}

func TestNewOrderMail(t *testing.T) {
	brand := mailBrand{Name: "launchdesk", AppURL: "https://studio.example"}
	subject, content := newOrderMail(brand, "o1", "Drop", "Noir & Co", "Ava", "ava@example.com", strings.Repeat("x", 700))
	if subject != "New order: Drop from Noir & Co" {
		t.Errorf("subject %q", subject)
	}
	html, text, err := outbox.Render(content)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(html, `href="https://studio.example/admin/orders/o1"`) || !strings.Contains(html, "Noir &amp; Co") {
		t.Errorf("the HTML lacks the admin link or the escaped company:\n%s", html)
	}
	if !strings.Contains(text, "Client: Ava\nE-mail: ava@example.com\n") || !strings.Contains(text, strings.Repeat("x", 599)+"…") {
		t.Errorf("the text lacks the client or the shortened description:\n%s", text)
	}
}
