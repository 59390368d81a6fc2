package demo

import "strconv"

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

// intakeAnswers are the demo clients' answers to the intake items, by brand.
var intakeAnswers = map[int]map[string]string{
	0: {
		"logo":         "The logo is the NA monogram, black on cream; the files are in our brand folder.",
		"colors_fonts": "Black #111111, cream #F4EFE6, brass #B08D57. Headings in Canela, text in Inter.",
		"products":     "Our tailoring is already in Shopify: please use the products there.",
		"policies":     "Free alterations within 30 days; returns within 14 days, unworn, with tags.",
		"domain":       "noir-atelier.com, registered at Gandi.",
	},
	1: {
		"logo":         "The wave mark in white on navy, and the wordmark for the header.",
		"colors_fonts": "Navy #14213D, sand #E9DCC4, coral #F26B5B. Headings in Archivo Black, text in Work Sans.",
		"products":     "Everything is in our Shopify catalogue already.",
		"policies":     "Free shipping over $80; returns within 30 days.",
		"domain":       "driftsupply.com, at Namecheap.",
	},
}

// intakeDone answers every intake item, the first at hour from and the last at hour to.
func intakeDone(from, to float64) []storyAct {
	return []storyAct{{from, "answer " + strconv.FormatFloat(to, 'f', -1, 64)}}
}

func step(hours float64, to string) storyAct { return storyAct{hours, "step " + to} }

// approvedThenIntake: approved at hour at, moved to the brand intake, answered from hour from to hour to.
func approvedThenIntake(at, from, to float64) []storyAct {
	return append([]storyAct{{at, "approve"}, step(at+0.2, "intake")}, intakeDone(from, to)...)
}

// devStore is an order built on the studio's development store: approved, intake answered, then the steps.
func devStore(at, from, to float64, then ...storyAct) []storyAct {
	return append(approvedThenIntake(at, from, to), then...)
}

// onShopify is an order on Shopify: approved, intake answered, the collaborator request sent to store right after
// and accepted at hour granted, then the steps.
func onShopify(at, from, to float64, store string, granted float64, then ...storyAct) []storyAct {
	acts := append(approvedThenIntake(at, from, to), step(to+0.2, "access"), storyAct{to + 0.3, "request " + store})
	if granted > 0 {
		acts = append(acts, storyAct{granted, "granted"})
	}
	return append(acts, then...)
}

// storyOrders is the demo, oldest first.
var storyOrders = []storyOrder{
	{client: 0, hoursAgo: 86 * 24, title: "First online store", service: "Online store build", priority: "normal",
		current:     "https://www.instagram.com/noiratelier",
		description: "We sell made-to-measure suits and tailored separates, so far only through Instagram. We need a store with a lookbook, size guides and a fitting appointment form. 18 products to start, each in six sizes.",
		acts:        devStore(2, 5, 21, step(21.5, "building"), step(46, "preview"), step(52, "launched")),
		messages: []storyMessage{{3, "studio", "Welcome aboard! The intake checklist is open on this page: the clock starts once it is done."},
			{47, "studio", "The preview is ready. Have a look at the lookbook and the size guide."},
			{51, "client", "It looks like the brand. Please go ahead and launch!"}}},
	{client: 1, hoursAgo: 58 * 24, title: "Surf shop launch", service: "Online store build", priority: "high",
		current:     "",
		description: "We sell surf streetwear: hoodies, tees and board shorts. Our drops sell out on Instagram; we need a store that handles the rush. 24 products with size variants.",
		acts:        devStore(1, 3, 9, step(9.5, "building"), step(38, "preview"), step(41, "launched"))},
	{client: 0, hoursAgo: 24 * 24, title: "Autumn tailoring lookbook", service: "Theme customization", priority: "normal",
		code: "4821-7730", current: "https://noir-atelier.com",
		description: "We sell tailored menswear and womenswear. For the autumn collection we want a lookbook page and a collection page per fabric. 12 new products.",
		acts: onShopify(1, 2, 8, "noir-atelier.myshopify.com", 10,
			step(10.1, "building"), step(34, "preview"), step(40, "launched"))},
	{client: 1, hoursAgo: 12 * 24, title: "Summer collection drop", service: "Theme customization", priority: "urgent",
		code: "5590-1184", current: "https://driftsupply.com",
		description: "We sell surf streetwear. The summer drop needs a countdown page, a collection page and pre-orders. 26 products.",
		acts: onShopify(1, 2, 4, "drift-supply.myshopify.com", 5,
			step(5.1, "building"), step(45, "preview"), step(60, "building"), step(73, "launched")),
		messages: []storyMessage{{46, "studio", "The preview is ready: countdown, collection and pre-orders."},
			{59, "client", "Sorry, I was at a trade show. Could the countdown sit above the hero?"},
			{59.5, "note", "The preview waited 14 h on the client; the countdown move eats the rest of the clock."},
			{73.5, "studio", "Live! The countdown now sits above the hero."}}},
	{client: 1, hoursAgo: 8 * 24, title: "Gift card setup", service: "Theme customization", priority: "low",
		code: "7712-0458", current: "https://driftsupply.com",
		description: "We sell surf streetwear. We would like gift cards in three amounts and a gift guide page with 10 products.",
		acts: onShopify(1, 2, 3, "drift-supply.myshopify.com", 4,
			step(4.1, "building"), step(20, "preview"), step(23, "launched"))},
	{client: 0, hoursAgo: 6 * 24, title: "Press page and size guide", service: "Theme customization", priority: "normal",
		code: "3307-9921", current: "https://noir-atelier.com",
		description: "We sell tailored suits and coats. We need a press page and one size guide for jackets and trousers across 20 products.",
		acts: onShopify(2, 3, 6, "noir-atelier.myshopify.com", 7,
			step(7.1, "building"), step(30, "preview"), step(33, "launched"))},
	{client: 0, hoursAgo: 4 * 24, title: "Second label storefront", service: "Online store build", priority: "normal",
		code: "", current: "",
		description: "We sell tailored clothing and are starting a knitwear label: its own small store with 8 products and a lookbook.",
		acts:        []storyAct{{20, "cancel You asked us to drop this order: the knitwear label will not launch this year. Nothing was paid."}},
		messages: []storyMessage{{18, "client", "We have decided to hold the knitwear label until next year. Could you drop this order?"},
			{20.5, "studio", "Done: the order is cancelled. Write to us whenever the label is ready."}}},
	{client: 1, hoursAgo: 60, title: "Board shorts restock landing", service: "Theme customization", priority: "high",
		code: "6043-2275", current: "https://driftsupply.com",
		description: "We sell surf streetwear. The board shorts are back: a landing page with a size finder and a restock alert. 8 products.",
		acts:        onShopify(1, 2, 4, "drift-supply.myshopify.com", 6, step(6.1, "building"), step(43.6, "preview")),
		messages: []storyMessage{{5, "client", "Access accepted in Shopify."},
			{44.5, "studio", "The preview is ready: the size finder is under the hero. Tell us what to change, or say go."}}},
	{client: 0, hoursAgo: 30, title: "Made-to-measure booking pages", service: "Theme customization", priority: "high",
		code: "2264-8810", current: "https://noir-atelier.com",
		description: "We sell made-to-measure tailoring. Clients should book a fitting in the store: a booking page, a fabric gallery and 14 fabric products.",
		acts:        onShopify(1, 2, 6, "noir-atelier.myshopify.com", 8, step(8.1, "building")),
		messages: []storyMessage{{2.5, "client", "The fabric photos are ready; the booking slots are Tuesday to Saturday, 10 to 6."},
			{7, "studio", "Thanks! Please accept the collaborator request in Shopify and we start the clock."},
			{8.5, "studio", "Access works, building now."},
			{27, "client", "Could the booking page also show the fitting address with a map?"}}},
	{client: 1, hoursAgo: 26, title: "Wetsuit size guide pages", service: "Theme customization", priority: "normal",
		code: "9051-3346", current: "https://driftsupply.com",
		description: "We sell surf streetwear and now wetsuits. Each wetsuit needs a size guide by height and weight: 16 products.",
		acts:        onShopify(2, 3, 5, "drift-supply.myshopify.com", 0),
		messages:    []storyMessage{{5.4, "studio", "We sent the collaborator request to drift-supply.myshopify.com: please accept it in Shopify, then the {dayAdjective} clock starts."}}},
	{client: 0, hoursAgo: 20, title: "Winter coat pre-order page", service: "Theme customization", priority: "normal",
		code: "1188-4027", current: "https://noir-atelier.com",
		description: "We sell tailored coats. The winter coats open for pre-order: one page with the three models and their fabrics, 9 products.",
		acts:        []storyAct{{2, "approve"}, step(2.2, "intake"), {2.3, "skip domain"}, {5, "done logo"}, {6, "done colors_fonts"}},
		messages:    []storyMessage{{2.4, "studio", "The store already has its domain, so that item is marked not needed. We still need the product list and the policies."}}},
	{client: 1, hoursAgo: 6, title: "Newsletter sign-up pop-up", service: "Theme customization", priority: "low",
		code: "", current: "https://driftsupply.com",
		description: "We sell surf streetwear. We want a sign-up pop-up with 10% off the first order, shown once per visitor."},
	{client: 1, hoursAgo: 2, title: "Wholesale order form", service: "Store redesign", priority: "normal",
		code: "4470-6612", current: "https://driftsupply.com",
		description: "We sell surf streetwear to shops too. A password-protected wholesale page with an order form for our 30 products.",
		acts:        []storyAct{{1.5, "approve"}}},
	{client: 0, hoursAgo: 3, title: "Gift cards and alterations page", service: "Theme customization", priority: "normal",
		code: "", current: "https://noir-atelier.com",
		description: "We sell tailored clothing. We would like gift cards and a page explaining our alterations service."},
}
