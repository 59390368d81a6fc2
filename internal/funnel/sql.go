package funnel

import (
	"strings"
)

// touch is one JSON touch column as alias.field: {source, medium, campaign, fbc, landed}, first_touch on users and
// bookings, touch on orders (copied from the user's first touch when the order is made; internal/touch).
type touch string

// part is the SQL of one key of the touch, NULL when the column is empty or not JSON.
func (t touch) part(key string) string {
	return "NULLIF(lower(trim(CASE WHEN json_valid(" + string(t) + ") THEN json_extract(" + string(t) + ", '$." + key +
		"') END)), '')"
}

// landed is the SQL of the touch's landing time as a Julian day (an ISO time or Unix milliseconds), NULL without it.
func (t touch) landed() string {
	v := "CASE WHEN json_valid(" + string(t) + ") THEN json_extract(" + string(t) + ", '$.landed') END"
	return "CASE WHEN typeof(" + v + ") IN ('integer', 'real') THEN julianday((" + v + ") / 1000.0, 'unixepoch') " +
		"ELSE julianday(" + v + ") END"
}

// attribution is the SQL of the source and campaign of a row from its touches in order: the first with a source
// wins, and with none the source is {:direct} (visits.Direct) and the campaign empty.
func attribution(touches ...touch) (source, campaign string) {
	var sources, cases []string
	for _, t := range touches {
		sources = append(sources, t.part("source"))
		cases = append(cases, "WHEN "+t.part("source")+" IS NOT NULL THEN COALESCE("+t.part("campaign")+", '')")
	}
	return "COALESCE(" + strings.Join(sources, ", ") + ", {:direct})", "CASE " + strings.Join(cases, " ") + " ELSE '' END"
}

// inRange is the condition that column (a PocketBase date, UTC text) falls within the range's instants.
func inRange(column string) string {
	return column + " >= {:start} AND " + column + " < {:end}"
}

// attributions are the source and campaign SQL of a booking (b, its own touch first, then its account's), an
// account (u) and an order (o, then its client's), and a booking's landing time (a Julian day).
type attributions struct {
	booking, user, order [2]string
	landed               string
}

func attributionsOf() attributions {
	b, u, o := touch("b.first_touch"), touch("u.first_touch"), touch("o.touch")
	var a attributions
	a.booking[0], a.booking[1] = attribution(b, u)
	a.user[0], a.user[1] = attribution(u)
	a.order[0], a.order[1] = attribution(o, u)
	a.landed = "COALESCE(" + b.landed() + ", " + u.landed() + ")"
	return a
}

// step is one query of the funnel: for each source and campaign, a count n and a second figure m (attended calls,
// revenue in cents), or durations in days d for the medians.
type step struct {
	name string
	sql  string
}

// counts are the funnel's steps, each counted from the table it is about (visit_days, bookings, users, orders,
// payments, launches) for the facts within the range, attributed by the person's first touch.
func counts(a attributions) []step {
	bs, bc, us, uc, os, oc := a.booking[0], a.booking[1], a.user[0], a.user[1], a.order[0], a.order[1]
	group := " GROUP BY 1, 2"
	return []step{
		{"visits", `SELECT source, campaign, COALESCE(SUM(visitors), 0) AS n, 0 AS m FROM visit_days
			WHERE day >= {:fromDay} AND day <= {:toDay}` + group},
		{"booked", "SELECT " + bs + " AS source, " + bc + ` AS campaign, COUNT(*) AS n,
			COALESCE(SUM(b.outcome = 'attended'), 0) AS m FROM bookings b LEFT JOIN users u ON u.id = b.client
			WHERE b.kind = 'intro' AND ` + inRange("b.created") + group},
		{"signups", "SELECT " + us + " AS source, " + uc + ` AS campaign, COUNT(*) AS n, 0 AS m FROM users u
			WHERE u.role = 'client' AND ` + inRange("u.created") + group},
		{"orders", "SELECT " + os + " AS source, " + oc + ` AS campaign, COUNT(*) AS n, 0 AS m FROM orders o
			JOIN users u ON u.id = o.client WHERE ` + inRange("o.created") + group},
		{"paid", "SELECT " + os + " AS source, " + oc + ` AS campaign, COUNT(*) AS n,
			COALESCE(SUM(p.amount_cents - COALESCE(p.refunded_cents, 0)), 0) AS m FROM payments p
			JOIN orders o ON o.id = p."order" JOIN users u ON u.id = o.client
			WHERE p.state IN ('paid', 'refunded') AND ` + inRange("p.paid_at") + group},
		{"launched", "SELECT " + os + " AS source, " + oc + ` AS campaign, COUNT(*) AS n, 0 AS m FROM launches l
			JOIN orders o ON o.id = l."order" JOIN users u ON u.id = o.client WHERE ` + inRange("l.launched_at") + group},
	}
}

// spans are the durations between steps, each for the later step's facts within the range: from landing to the
// booked call, the call to the sign-up, the sign-up to the first order, the order to its payment, the payment to
// the launch. A negative span (the steps in the other order) is left out.
func spans(a attributions) []step {
	bs, bc, us, uc, os, oc := a.booking[0], a.booking[1], a.user[0], a.user[1], a.order[0], a.order[1]
	landed := a.landed
	return []step{
		{"visit_booked", "SELECT " + bs + " AS source, " + bc + " AS campaign, julianday(b.created) - " + landed +
			` AS d FROM bookings b LEFT JOIN users u ON u.id = b.client WHERE b.kind = 'intro' AND ` + inRange("b.created")},
		{"booked_signup", "SELECT " + us + " AS source, " + uc + ` AS campaign, julianday(u.created) - julianday(fb.at) AS d
			FROM users u JOIN (SELECT client, MIN(created) AS at FROM bookings WHERE kind = 'intro' AND client != ''
			GROUP BY client) fb ON fb.client = u.id WHERE u.role = 'client' AND ` + inRange("u.created")},
		{"signup_order", "SELECT " + os + " AS source, " + oc + ` AS campaign, julianday(o.created) - julianday(u.created) AS d
			FROM orders o JOIN users u ON u.id = o.client WHERE ` + inRange("o.created") + `
			AND o.created = (SELECT MIN(created) FROM orders WHERE client = o.client)`},
		{"order_paid", "SELECT " + os + " AS source, " + oc + ` AS campaign, julianday(p.paid_at) - julianday(o.created) AS d
			FROM payments p JOIN orders o ON o.id = p."order" JOIN users u ON u.id = o.client
			WHERE p.state IN ('paid', 'refunded') AND ` + inRange("p.paid_at")},
		{"paid_launched", "SELECT " + os + " AS source, " + oc + ` AS campaign,
			julianday(l.launched_at) - julianday(p.paid_at) AS d FROM launches l JOIN orders o ON o.id = l."order"
			JOIN users u ON u.id = o.client JOIN payments p ON p."order" = o.id AND p.paid_at != ''
			WHERE ` + inRange("l.launched_at")},
	}
}
