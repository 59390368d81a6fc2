package adminapi

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// expandOrders attaches each order's client, launch and payment (what the admin table shows) as PocketBase's
// `expand=client,launches_via_order,payments_via_order` would, without its per-request cost: PocketBase's expand parses and
// joins each related collection's view rule for every page (through the users table for the role), a third of
// an uncached page's CPU. The route is for admins, who read every user and every launch by those rules, so
// the records are read by id; the enrich hooks still run on them (the admin sees client e-mails because
// internal/accounts' hook says so, as with PocketBase's expand).
func expandOrders(e *core.RequestEvent, orders []*core.Record) error {
	if len(orders) == 0 {
		return nil
	}
	info, err := e.RequestInfo()
	if err != nil {
		return err
	}
	clientIDs := make([]string, 0, len(orders))
	orderIDs := make([]any, 0, len(orders))
	for _, o := range orders {
		clientIDs = append(clientIDs, o.GetString("client"))
		orderIDs = append(orderIDs, o.Id)
	}
	clients, err := e.App.FindRecordsByIds("users", clientIDs)
	if err != nil {
		return err
	}
	launches, err := e.App.FindAllRecords("launches", dbx.In("[[order]]", orderIDs...))
	if err != nil {
		return err
	}
	payments, err := e.App.FindAllRecords("payments", dbx.In("[[order]]", orderIDs...))
	if err != nil {
		return err
	}
	for _, list := range [][]*core.Record{clients, launches, payments} {
		for _, r := range list {
			event := &core.RecordEnrichEvent{App: e.App, RequestInfo: info}
			event.Record = r
			if err := e.App.OnRecordEnrich().Trigger(event); err != nil {
				return err
			}
		}
	}
	clientByID := make(map[string]*core.Record, len(clients))
	for _, c := range clients {
		clientByID[c.Id] = c
	}
	launchByOrder := make(map[string]*core.Record, len(launches))
	for _, l := range launches {
		launchByOrder[l.GetString("order")] = l
	}
	paymentByOrder := make(map[string]*core.Record, len(payments))
	for _, p := range payments {
		paymentByOrder[p.GetString("order")] = p
	}
	for _, o := range orders {
		expand := map[string]any{}
		if p := paymentByOrder[o.Id]; p != nil {
			expand["payments_via_order"] = p
		}
		if c := clientByID[o.GetString("client")]; c != nil {
			expand["client"] = c
		}
		if l := launchByOrder[o.Id]; l != nil {
			expand["launches_via_order"] = l
		}
		if len(expand) > 0 {
			o.MergeExpand(expand)
		}
	}
	return nil
}
