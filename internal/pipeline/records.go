package pipeline

import (
	"fmt"
	"launchdesk/internal/outbox"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// recordStatusChange writes what a status change of order causes, with txApp:
// the history entry, the client's notification and the client's e-mail.
func recordStatusChange(txApp core.App, order *core.Record, from, to string, who actor) error {
	client, err := txApp.FindRecordById("users", order.GetString("client"))
	if err != nil {
		return fmt.Errorf("status pipeline: the client of order %s was not found: %w", order.Id, err)
	}
	if err := saveOrderEvent(txApp, order.Id, from, to, who); err != nil {
		return err
	}

	title := order.GetString("title")
	notifyTitle, notifyMessage := statusChangeNotification(title, to)
	if err := saveNotification(txApp, client.Id, notifyTitle, notifyMessage, order.Id); err != nil {
		return err
	}

	subject, content := statusChangeMail(brandOf(txApp), order.Id, title, client.GetString("name"), to)
	return outbox.Enqueue(txApp, outbox.Mail{
		Kind:      "status_change",
		Recipient: client.Email(),
		Subject:   subject,
		Content:   content,
		OrderID:   order.Id,
	})
}

// recordNewOrder writes what a new order causes, with txApp: the first history
// entry, and a notification and an e-mail for every admin.
func recordNewOrder(txApp core.App, order *core.Record, who actor) error {
	if err := saveOrderEvent(txApp, order.Id, "", order.GetString("status"), who); err != nil {
		return err
	}
	client, err := txApp.FindRecordById("users", order.GetString("client"))
	if err != nil {
		return fmt.Errorf("status pipeline: the client of order %s was not found: %w", order.Id, err)
	}
	admins, err := txApp.FindAllRecords("users", dbx.HashExp{"role": "admin"})
	if err != nil {
		return fmt.Errorf("status pipeline: listing the admins: %w", err)
	}

	title, company, clientName := order.GetString("title"), order.GetString("company_name"), client.GetString("name")
	notifyTitle, notifyMessage := newOrderNotification(title, company, clientName)
	subject, content := newOrderMail(brandOf(txApp), order.Id, title, company, clientName,
		client.Email(), order.GetString("description"))
	for _, admin := range admins {
		if err := saveNotification(txApp, admin.Id, notifyTitle, notifyMessage, order.Id); err != nil {
			return err
		}
		err := outbox.Enqueue(txApp, outbox.Mail{
			Kind:      "new_order",
			Recipient: admin.Email(),
			Subject:   subject,
			Content:   content,
			OrderID:   order.Id,
		})
		if err != nil {
			return err
		}
	}
	return nil
}

func saveOrderEvent(txApp core.App, orderID, from, to string, who actor) error {
	collection, err := txApp.FindCachedCollectionByNameOrId("order_events")
	if err != nil {
		return fmt.Errorf("status pipeline: %w", err)
	}
	event := core.NewRecord(collection)
	event.Set("order", orderID)
	event.Set("from", from)
	event.Set("to", to)
	event.Set("who", who.userID)
	event.Set("actor", who.kind)
	if err := txApp.Save(event); err != nil {
		return fmt.Errorf("status pipeline: saving the status history of order %s: %w", orderID, err)
	}
	return nil
}

func saveNotification(txApp core.App, userID, title, message, orderID string) error {
	collection, err := txApp.FindCachedCollectionByNameOrId("notifications")
	if err != nil {
		return fmt.Errorf("status pipeline: %w", err)
	}
	notification := core.NewRecord(collection)
	notification.Set("user", userID)
	notification.Set("title", outbox.TruncateRunes(title, 200))
	notification.Set("message", outbox.TruncateRunes(message, 2000))
	notification.Set("status", "unread")
	notification.Set("related_order", orderID)
	if err := txApp.Save(notification); err != nil {
		return fmt.Errorf("status pipeline: saving the notification for order %s: %w", orderID, err)
	}
	return nil
}

// brandOf reads the brand name and public URL from the app settings.
func brandOf(app core.App) mailBrand {
	meta := app.Settings().Meta
	name := meta.AppName
	if name == "" {
		name = meta.SenderName
	}
	return mailBrand{Name: name, AppURL: trimTrailingSlash(meta.AppURL)}
}

func trimTrailingSlash(s string) string {
	for len(s) > 0 && s[len(s)-1] == '/' {
		s = s[:len(s)-1]
	}
	return s
}
