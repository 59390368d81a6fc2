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
	demoMiddle = "ABCDEFGHJKLMNPRSTVW"
	// Project titles as a client names them: the brand is the order's company, shown beside the title
	// (and "New order: <title> from <brand>" would name it twice).
	demoProjects = []string{"Shopify store", "Spring drop landing page", "Store redesign", "New storefront",
		"Lookbook and shop", "Move to Shopify", "Holiday collection launch", "Wholesale portal", "Summer sale pages",
		"Size guides and product pages", "Pre-order flow for the next drop", "Faster mobile checkout"}
	// A description is one sentence from each list: what the brand sells, what it needs, one detail.
	demoSells = []string{"small-batch streetwear", "linen dresses and shirts", "chunky knitwear",
		"raw selvedge denim", "technical outerwear", "organic cotton basics", "vintage-inspired workwear",
		"swimwear and resort pieces", "tailored menswear", "kids' everyday clothes", "leather bags and belts",
		"yoga and running wear"}
	demoNeeds = []string{
		"We need a fast store with size guides and a lookbook.",
		"Our current site converts poorly on phones; we want a clean theme with quick add-to-cart.",
		"We launch our first collection next month: product pages, collections and a newsletter signup.",
		"We want product bundles, a size chart per product and reviews on every product page.",
		"Please move our catalogue from WooCommerce and keep our URLs.",
		"We want a minimal store in our brand colours, with a pre-order flow for the next drop.",
		"We sell at markets today and want to take orders online before the holidays.",
		"Our Instagram sells out every drop; we need a store that handles the rush.",
	}
	demoDetails = []string{
		"About %d products, most in four sizes.", "Around %d products with colour variants.",
		"We ship to the US and Canada; %d products to start.", "Roughly %d products; photos are ready.",
		"%d products, and we would like gift cards too.", "We have %d products and a logo, nothing else yet.",
	}
	demoExtras = []string{"", "Launch before our next drop, please.", "Our photos are shot on white.",
		"We would like a newsletter sign-up too.", "Most of our buyers shop on their phones.",
		"We also sell at two pop-up shops.", "Reviews matter a lot to our customers.",
		"We need English and French.", "A wholesale contact form would help."}
	demoServices = []string{"Online store build", "Online store build", "Store redesign", "Theme customization", "Store migration"}
	demoPriority = []string{"normal", "normal", "normal", "low", "high", "urgent"}
)

func pick[T any](r *rand.Rand, list []T) T { return list[r.IntN(len(list))] }

// uniqueNames hands out names that were not handed out before in one seed run.
type uniqueNames struct {
	r    *rand.Rand
	used map[string]bool
}

func newUniqueNames(r *rand.Rand, taken ...string) *uniqueNames {
	u := &uniqueNames{r: r, used: map[string]bool{}}
	for _, t := range taken {
		u.used[t] = true
	}
	return u
}

// next tries random draws of make first; once those keep colliding it adds a distinguishing
// suffix (a middle initial for people, a number for brands), so every name stays unique.
func (u *uniqueNames) next(make func() string, suffixed func(base string, i int) string) string {
	for try := 0; try < 20; try++ {
		if name := make(); !u.used[name] {
			u.used[name] = true
			return name
		}
	}
	base := make()
	for i := 0; ; i++ {
		if name := suffixed(base, i); !u.used[name] {
			u.used[name] = true
			return name
		}
	}
}

// demoPerson returns a realistic full name, unique in this run, and a unique e-mail for client number n.
func demoPerson(r *rand.Rand, names *uniqueNames, n int) (name, email string) {
	name = names.next(func() string { return pick(r, demoFirstNames) + " " + pick(r, demoLastNames) },
		func(base string, i int) string {
			first, last, _ := strings.Cut(base, " ")
			if i < len(demoMiddle) {
				return fmt.Sprintf("%s %c. %s", first, demoMiddle[i], last)
			}
			return fmt.Sprintf("%s %s %d", first, last, i)
		})
	first, _, _ := strings.Cut(name, " ")
	last := name[strings.LastIndex(name, " ")+1:]
	return name, fmt.Sprintf("%s.%s.%d@example.com", strings.ToLower(first), strings.ToLower(last), n)
}

// demoBrand returns a brand name such as "Noir Atelier", unique in this run.
func demoBrand(r *rand.Rand, brands *uniqueNames) string {
	return brands.next(func() string { return pick(r, demoBrandFirst) + " " + pick(r, demoBrandSecond) },
		func(base string, i int) string { return fmt.Sprintf("%s %d", base, i+2) })
}

// maxProducts is the package's limit: "Up to 30 products imported" (ui/src/content/offer.ts).
const maxProducts = 30

// demoDescription composes what a brand asks for, so descriptions differ from order to order while the brand keeps
// selling the same things (sells); it asks for 8 to maxProducts products.
func demoDescription(r *rand.Rand, sells string) string {
	return strings.TrimSpace("We sell " + sells + ". " + pick(r, demoNeeds) + " " +
		fmt.Sprintf(pick(r, demoDetails), 8+r.IntN(maxProducts-7)) + " " + pick(r, demoExtras))
}
