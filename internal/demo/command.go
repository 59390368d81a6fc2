// Package demo makes demo data (`launchdesk demo seed`): the demo logins and, by default, the demo's own orders
// (story.go: launches at every step, threads, e-mails, as the hooks would have written them); with --orders,
// generated clients and orders, fast enough for 100 000 orders in seconds.
package demo

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"time"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/spf13/cobra"

	"launchdesk/internal/config"
	"launchdesk/internal/launch"
)

// seedOptions are the flags of `demo seed`.
type seedOptions struct {
	clients, orders int
	clientOrders    int  // how many of the orders are the first demo client's; 0: heavyClientOrders (orders.go)
	brandSize       int  // generated clients share brands of 1 to brandSize people (brands.go); 0 or 1: each its own
	messages        int  // order messages, up to threadMessages of them on one order (benchmarks)
	launches        bool // a launch for every approved order (benchmarks of the tracker's sort and filter)
	story           bool // the demo's scripted orders (story.go) for the two demo clients, besides the generated ones
	hooksDir        string
	ifEmpty         bool
	randomSeed      uint64 // 0: a different data set each run
	now             time.Time
}

// NewCommand returns `launchdesk demo seed [--clients N] [--orders M] [--if-empty]`.
func NewCommand(app core.App) *cobra.Command {
	root := &cobra.Command{Use: "demo", Short: "Demo data for trying launchdesk out and for benchmarks"}
	opts := seedOptions{}
	seed := &cobra.Command{
		Use:          "seed",
		Short:        "Adds demo accounts, clients, orders and notifications (bulk inserts, no e-mails sent)",
		Example:      "launchdesk demo seed --clients 10000 --orders 100000",
		SilenceUsage: true,
		Run: func(cmd *cobra.Command, args []string) {
			opts.now = time.Now().UTC()
			opts.story = !cmd.Flags().Changed("orders")
			opts.hooksDir = hooksDirOf(app)
			started := time.Now()
			res, err := seedDemo(app, opts)
			if err != nil {
				fmt.Fprintln(os.Stderr, "Error:", err)
				os.Exit(1)
			}
			if res.skipped {
				fmt.Println("The database already has users; demo seed skipped (--if-empty).")
			} else {
				fmt.Printf("Seeded %d clients, %d orders (%d status history entries, %d launches), %d notifications and %d messages in %s.\n",
					res.clients, res.orders, res.events, res.launches, res.notifications, res.messages,
					time.Since(started).Round(time.Millisecond))
			}
			fmt.Println("Demo logins:")
			for _, l := range demoLogins {
				fmt.Printf("  %-6s  %-28s  %s\n", l.role, l.email, l.password)
			}
		},
	}
	seed.Flags().IntVar(&opts.clients, "clients", 0, "extra generated clients (besides the two demo clients)")
	seed.Flags().IntVar(&opts.orders, "orders", 0, "generated orders spread over the clients and the past year, instead of the demo's own orders")
	seed.Flags().IntVar(&opts.clientOrders, "client-orders", 0, "how many of --orders are the first demo client's (default 500 from 5 000 orders on, half below)")
	seed.Flags().IntVar(&opts.brandSize, "brand-size", 1, "generated clients share brands of 1 to this many people (the first owns it, the others are members or billing)")
	seed.Flags().IntVar(&opts.messages, "messages", 0, "order messages: up to 10 000 on the first demo client's newest order, the rest spread")
	seed.Flags().BoolVar(&opts.launches, "launches", false, "give every approved order its launch (step, the promise's clock, due time)")
	seed.Flags().BoolVar(&opts.ifEmpty, "if-empty", false, "do nothing when the database already has users")
	seed.Flags().Uint64Var(&opts.randomSeed, "seed", 0, "the same number gives the same names, brands and statuses (0: random)")
	root.AddCommand(seed)
	return root
}

// hooksDir is where the running app reads its JS hooks: --hooksDir, or the embedded copy main.go extracts into the
// data directory (boot.ResolveScriptDirs).
func hooksDirOf(app core.App) string {
	if pb, ok := app.(*pocketbase.PocketBase); ok {
		if flag := pb.RootCmd.PersistentFlags().Lookup("hooksDir"); flag != nil && flag.Value.String() != "" {
			return flag.Value.String()
		}
	}
	return filepath.Join(app.DataDir(), ".launchdesk", "pb_hooks")
}

// seedResult counts what a seed inserted.
type seedResult struct {
	skipped                                bool
	clients, orders, notifications, events int
	launches, messages                     int
}

// seedDemo inserts the demo accounts and bulk data in one transaction, straight
// into the tables: no hooks run, so no e-mail is queued for historic orders.
func seedDemo(app core.App, opts seedOptions) (seedResult, error) {
	if opts.clients < 0 || opts.orders < 0 || opts.messages < 0 || opts.clientOrders < 0 {
		return seedResult{}, errors.New("--clients, --orders, --client-orders and --messages must not be negative")
	}
	if opts.clientOrders > opts.orders {
		return seedResult{}, errors.New("--client-orders cannot be more than --orders")
	}
	if err := app.RunAllMigrations(); err != nil {
		return seedResult{}, fmt.Errorf("preparing the database: %w", err)
	}
	if opts.ifEmpty {
		total, err := app.CountRecords("users")
		if err != nil {
			return seedResult{}, err
		}
		if total > 0 {
			return seedResult{skipped: true}, nil
		}
	}

	randomSeed := opts.randomSeed
	if randomSeed == 0 {
		randomSeed = uint64(opts.now.UnixNano())
	}
	r := rand.New(rand.NewPCG(randomSeed, 7))
	s := &seeder{r: r, now: opts.now, hashes: map[string]string{}, people: newUniqueNames(r), brands: newUniqueNames(r),
		budget: float64(config.StoredHooks(app).PriceCents) / 100, timeline: launch.Of(app).Words.Days,
		clientOrders: opts.clientOrders, brandSize: opts.brandSize}
	for _, l := range demoLogins {
		s.people.used[l.name], s.brands.used[l.brand] = true, true
	}
	if opts.hooksDir != "" {
		texts, err := loadHookModules(opts.hooksDir)
		if err != nil {
			return seedResult{}, err
		}
		s.texts = texts
	} else if opts.story || opts.orders > 0 {
		// the orders' notifications and e-mails are worded by the hooks (pb_hooks/lib/order_texts.js)
		return seedResult{}, errors.New("the demo's orders need the hooks' directory")
	}
	res := seedResult{}
	err := app.RunInTransaction(func(tx core.App) error {
		// A bulk insert touches every index of orders and notifications and the search index: give this
		// one connection a large page cache for the run (the server's connections keep 2 MB each).
		if _, err := tx.DB().NewQuery("PRAGMA cache_size = -262144").Execute(); err != nil {
			return err
		}
		defer func() { _, _ = tx.DB().NewQuery("PRAGMA cache_size = -2000").Execute() }()
		members, adminID, created, err := s.demoAccounts(tx)
		if err != nil {
			return err
		}
		extra, err := s.clients(tx, opts.clients, members[0])
		if err != nil {
			return err
		}
		res.clients = created + len(extra)
		members = append(members, extra...)
		s.adminID = adminID
		firstEvent, err := lastRowid(tx, "order_events")
		if err != nil {
			return err
		}
		o, err := s.orders(tx, members, opts.orders)
		if err == nil {
			err = s.logMails(tx, firstEvent, o.orders)
		}
		if err == nil && opts.story {
			var st seeded
			st, err = s.story(tx, members[:len(demoLogins)-1])
			o.add(st)
			if err == nil {
				_, err = s.bookings(tx) // a few booked calls, one today (/admin/booking)
			}
		}
		res.orders, res.notifications, res.events, res.launches = o.orders, o.notifications, o.events, o.launches
		if err != nil {
			return err
		}
		if opts.launches {
			n, err := s.launches(tx)
			if err != nil {
				return err
			}
			res.launches += n
		}
		if _, err := s.reviews(tx); err != nil { // every launched order has its client's approval
			return err
		}
		if _, err := s.payments(tx); err != nil {
			return err
		}
		if err := s.stances(tx); err != nil { // after the payments and reviews the stance reads
			return err
		}
		n, err := s.messages(tx, opts.messages)
		res.messages = o.messages + n
		return err
	})
	return res, err
}

// seeder holds the state of one seed run.
type seeder struct {
	r              *rand.Rand
	now            time.Time
	hashes         map[string]string // password → bcrypt hash, computed once each
	people, brands *uniqueNames
	adminID        string       // who approves and completes the demo orders
	texts          *hookModules // the hooks' pure modules (hookjs.go); nil without a hooks directory
	clientOrders   int          // --client-orders (0: the default share, orders.go)
	brandSize      int          // --brand-size (brands.go)
	// budget and timeline are what the hooks give a new order (pb_hooks/lib/order_defaults.js): the price now, in
	// whole units of its currency, and the promise in days.
	budget   float64
	timeline string
}

func newID() string {
	return security.RandomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789")
}

func dbTime(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05.000Z") }
