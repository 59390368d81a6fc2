package demo

import (
	_ "embed"
	"encoding/json"
	"strconv"
	"strings"
)

// The default demo (`launchdesk demo seed` without --orders, what `make run` seeds): the two demo clients' orders as
// a short history of the studio, so that every screen has something true to show. Launches stand at each step:
// six launched (five within the 2-day promise, one late), one being built, one in preview waiting on the client,
// one whose Shopify access waits on the client, one with its brand intake half done, one just approved, two
// new orders waiting for approval, and one the studio cancelled at the client's request, with its reason. Every
// order asks for at most 30 products (the package's limit).

// storyAct is one thing that happened to an order, hours after it was placed. What: "approve"; "step <step>";
// "done <item>" (the client answers it with text); "answer <hour>" (the client answers every item, in the order of
// pb_hooks/lib/steps.json, the first now and the last at that hour); "skip <item>" (the studio marks it not needed);
// "request <store>.myshopify.com" and "granted" (Shopify access); "cancel <reason>" (the studio cancels the order).
type storyAct struct {
	hours float64
	what  string
}

// storyMessage is one message of the order's conversation: by "client", "studio", or "note" (the studio's
// internal note), hours after the order was placed.
type storyMessage struct {
	hours  float64
	author string
	body   string
}

// storyOrder is one order of the demo: whose (index into the demo clients), when (hours before now), what.
type storyOrder struct {
	client               int
	hoursAgo             float64
	title, service       string
	priority, code       string // code: the Shopify collaborator code ("" for a store built on the studio's)
	current, description string
	acts                 []storyAct
	messages             []storyMessage
}

// The story itself is data: story.json holds the demo clients' intake answers (by client index) and the orders,
// each act as "<hours> <what>" and each message as "<hours> <author> <body>", in the order they happened.
//
//go:embed story.json
var storyJSON []byte

// intakeAnswers are the demo clients' answers to the intake items, by client index; storyOrders the orders.
var intakeAnswers, storyOrders = readStory(storyJSON)

// readStory reads story.json; a malformed story is a programming error, so it panics at start (the package's
// tests read it).
func readStory(b []byte) ([]map[string]string, []storyOrder) {
	var file struct {
		Intake []map[string]string `json:"intake_answers"`
		Orders []struct {
			Client                                               int
			HoursAgo                                             float64 `json:"hours_ago"`
			Title, Service, Priority, Code, Current, Description string
			Acts, Messages                                       []string
		} `json:"orders"`
	}
	if err := json.Unmarshal(b, &file); err != nil {
		panic("demo: story.json: " + err.Error())
	}
	orders := make([]storyOrder, len(file.Orders))
	for i, o := range file.Orders {
		orders[i] = storyOrder{client: o.Client, hoursAgo: o.HoursAgo, title: o.Title, service: o.Service,
			priority: o.Priority, code: o.Code, current: o.Current, description: o.Description}
		for _, a := range o.Acts {
			hours, what := atHour(a)
			orders[i].acts = append(orders[i].acts, storyAct{hours, what})
		}
		for _, m := range o.Messages {
			hours, rest := atHour(m)
			author, body, _ := strings.Cut(rest, " ")
			orders[i].messages = append(orders[i].messages, storyMessage{hours, author, body})
		}
	}
	return file.Intake, orders
}

// atHour splits "<hours> <rest>".
func atHour(line string) (float64, string) {
	at, rest, _ := strings.Cut(line, " ")
	hours, err := strconv.ParseFloat(at, 64)
	if err != nil {
		panic("demo: story.json: no hour in " + strconv.Quote(line))
	}
	return hours, rest
}
