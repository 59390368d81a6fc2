package pipeline

import (
	"launchdesk/internal/outbox"
	"strings"
)

// statusSentences are the specification's e-mail sentences, one per order status.
var statusSentences = map[string]string{
	"pending_approval": "We have received your order and it is pending approval.",
	"in_progress":      "Great news! Your order has been approved and work has begun.",
	"completed":        "Congratulations! Your order has been completed.",
}

// statusLabel turns a status value into the words the client reads ("in_progress" → "in progress").
func statusLabel(status string) string {
	return strings.ReplaceAll(status, "_", " ")
}

// mailBrand is what every e-mail needs from the app settings.
type mailBrand struct {
	Name   string // the brand name shown in the header and footer
	AppURL string // the public base URL, without a trailing slash
}

// statusChangeNotification returns the in-app notification title and message for a status change.
func statusChangeNotification(title, status string) (string, string) {
	return "Order Status Updated: " + title,
		`Your order "` + title + `" status has been updated to: ` + statusLabel(status) + "."
}

// statusChangeMail builds the client's e-mail for an order whose status became status.
func statusChangeMail(brand mailBrand, orderID, title, clientName, status string) (subject string, content outbox.Content) {
	sentence, ok := statusSentences[status]
	if !ok {
		sentence = "Your order status has been updated to: " + statusLabel(status) + "."
	}
	greeting := "Hello,"
	if name := outbox.HeaderSafe(clientName); name != "" {
		greeting = "Hello " + name + ","
	}
	return outbox.HeaderSafe("Order Update: " + title), outbox.Content{
		Brand:     brand.Name,
		Preheader: sentence,
		Heading:   "Order update",
		Greeting:  greeting,
		Lines:     []string{sentence},
		Details: []outbox.Detail{
			{Label: "Order", Value: title},
			{Label: "Status", Value: statusLabel(status)},
		},
		ButtonLabel: "View your order",
		ButtonURL:   brand.AppURL + "/portal/orders/" + orderID,
		LinkLabel:   "Open your client portal",
		LinkURL:     brand.AppURL + "/portal",
		Footer:      "You receive this e-mail because you placed an order with " + brand.Name + ".",
	}
}

// newOrderNotification returns the admins' in-app notification title and message for a new order.
func newOrderNotification(title, company, clientName string) (string, string) {
	who := strings.TrimSpace(clientName)
	if who == "" {
		who = "A client"
	}
	return "New order: " + title + " from " + company,
		who + ` submitted the order "` + title + `" for ` + company + "."
}

// newOrderMail builds the e-mail that tells an admin about a new order.
func newOrderMail(brand mailBrand, orderID, title, company, clientName, clientEmail, description string) (subject string, content outbox.Content) {
	_, message := newOrderNotification(title, company, clientName)
	details := []outbox.Detail{
		{Label: "Order", Value: title},
		{Label: "Company", Value: company},
		{Label: "Client", Value: clientName},
		{Label: "E-mail", Value: clientEmail},
	}
	if d := strings.TrimSpace(description); d != "" {
		details = append(details, outbox.Detail{Label: "Description", Value: outbox.TruncateRunes(d, 600)})
	}
	return outbox.HeaderSafe("New order: " + title + " from " + company), outbox.Content{
		Brand:       brand.Name,
		Preheader:   message,
		Heading:     "New order",
		Greeting:    "Hello,",
		Lines:       []string{message, "It is waiting for your approval."},
		Details:     details,
		ButtonLabel: "Review the order",
		ButtonURL:   brand.AppURL + "/admin/orders/" + orderID,
		LinkLabel:   "Open the admin area",
		LinkURL:     brand.AppURL + "/admin",
		Footer:      "You receive this e-mail because you are an admin of " + brand.Name + ".",
	}
}
