package demo

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Word lists for realistic demo data: people, brands and what they ask for.
var (
	demoFirstNames = []string{"Ava", "Noah", "Mia", "Liam", "Zoe", "Ethan", "Chloe", "Lucas", "Maya", "Leo",
		"Isla", "Omar", "Priya", "Mateo", "Hana", "Kai", "Sofia", "Jonah", "Amara", "Theo", "Nina", "Ravi",
		"Elena", "Felix", "Yara", "Diego", "Lena", "Marcus", "Aiko", "Samir"}
	demoLastNames = []string{"Okafor", "Lindqvist", "Moreau", "Tanaka", "Alvarez", "Brennan", "Kowalski",
		"Haddad", "Fischer", "Nguyen", "Rossi", "Mensah", "Petrov", "Sato", "Carter", "Dubois", "Singh",
		"Costa", "Novak", "Reyes", "Walsh", "Ibrahim", "Larsen", "Kim", "Silva"}
	demoBrandFirst = []string{"Noir", "Velvet", "Atlas", "Solstice", "Kinfolk", "Drift", "Ember", "Loom",
		"Common", "Wild", "Ivory", "Harbor", "Saint", "Mono", "Linen", "Thread", "Canvas", "North", "Olive", "Dune"}
	demoBrandSecond = []string{"Studio", "Apparel", "Supply Co.", "Atelier", "Collective", "Goods", "Label",
		"Wear", "House", "Club", "Threads", "Outfitters", "Knitwear", "Denim", "Basics"}
	demoProjects = []string{"Shopify store for %s", "Spring drop landing for %s", "%s store redesign",
		"New storefront for %s", "%s lookbook and shop", "Migrate %s to Shopify", "%s holiday collection launch",
		"Wholesale portal for %s"}
	demoAsks = []string{
		"We sell small-batch streetwear and need a fast store with size guides and a lookbook.",
		"Our current site converts poorly on phones; we want a clean theme with quick add-to-cart.",
		"Launching our first collection next month: product pages, collections, and a newsletter signup.",
		"We need product bundles, a size chart per product and reviews on every product page.",
		"Move our catalogue of about 120 products from WooCommerce and keep our URLs.",
		"A minimal store in our brand colours, with a pre-order flow for the next drop.",
	}
	demoTimelines = []string{"2 days", "2 days", "2 days", "3 days", "1 week"}
	demoServices  = []string{"Online store build", "Online store build", "Store redesign", "Theme customization", "Store migration"}
	demoPriority  = []string{"normal", "normal", "normal", "low", "high", "urgent"}
)

func pick[T any](r *rand.Rand, list []T) T { return list[r.IntN(len(list))] }

// demoPerson returns a realistic full name and a unique e-mail for client number n.
func demoPerson(r *rand.Rand, n int) (name, email string) {
	first, last := pick(r, demoFirstNames), pick(r, demoLastNames)
	return first + " " + last, fmt.Sprintf("%s.%s.%d@example.com", strings.ToLower(first), strings.ToLower(last), n)
}

// demoBrand returns a brand name such as "Noir Atelier".
func demoBrand(r *rand.Rand) string {
	return pick(r, demoBrandFirst) + " " + pick(r, demoBrandSecond)
}

// humanStatus turns pending_approval into "pending approval", as the notification texts do.
func humanStatus(status string) string { return strings.ReplaceAll(status, "_", " ") }
