// Command launchdesk is the whole product in one binary: PocketBase used as a
// framework, with the React build, JS hooks and JS migrations embedded. The
// business rules are JS in pb_hooks/; the Go infrastructure is in internal/.
package main

import (
	"embed"
	"fmt"
	"io/fs"
	"log"
	"os"
	"runtime/debug"

	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"

	"launchdesk/internal/access"
	"launchdesk/internal/accounts"
	"launchdesk/internal/adminapi"
	"launchdesk/internal/backups"
	"launchdesk/internal/booking"
	"launchdesk/internal/booking/invite"
	"launchdesk/internal/boot"
	"launchdesk/internal/capi"
	"launchdesk/internal/cas"
	"launchdesk/internal/config"
	"launchdesk/internal/contract"
	"launchdesk/internal/demo"
	"launchdesk/internal/disputes"
	"launchdesk/internal/firstload"
	"launchdesk/internal/funnel"
	"launchdesk/internal/guarantee"
	"launchdesk/internal/hookjs"
	"launchdesk/internal/launch"
	"launchdesk/internal/limits"
	"launchdesk/internal/outbox"
	"launchdesk/internal/payments"
	"launchdesk/internal/portalapi"
	"launchdesk/internal/price"
	"launchdesk/internal/productcsv"
	"launchdesk/internal/proof"
	"launchdesk/internal/queryguard"
	"launchdesk/internal/replica"
	"launchdesk/internal/sessions"
	"launchdesk/internal/site"
	"launchdesk/internal/studioqueue"
	"launchdesk/internal/teams"
	"launchdesk/internal/touch"
	"launchdesk/internal/uploads"
	"launchdesk/internal/visibility"
	"launchdesk/internal/visits"
	"launchdesk/internal/webhooks"
)

// version and commit are set at build time by `make build` / `make dist`
// (-ldflags "-X main.version=... -X main.commit=...").
var (
	version = "dev"
	commit  = "unknown"
)

// publicFiles is the React build (Vite output plus .br/.gz siblings made at build time).
//
//go:embed all:pb_public
var publicFiles embed.FS

// scriptFiles holds the JS hooks and migrations so that a deploy is one file.
//
//go:embed pb_hooks pb_migrations
var scriptFiles embed.FS

func main() {
	cfg, err := config.Load(config.Environment) // every setting, checked once: a bad value stops here
	if err != nil {
		fmt.Fprintln(os.Stderr, "Error: invalid environment:", err)
		os.Exit(1)
	}
	debug.SetMemoryLimit(cfg.MemoryLimit) // GOMEMLIMIT: on a small VPS the GC works harder before the process grows
	app := pocketbase.NewWithConfig(boot.AppConfig(cfg.Replica.On()))
	boot.CheckWritePools(app) // transactions on the write pool begin IMMEDIATE (docs/decisions.md §25)

	var hooksDir, migrationsDir string
	var hooksWatch, automigrate bool
	var hooksPool int
	flags := app.RootCmd.PersistentFlags()
	flags.StringVar(&hooksDir, "hooksDir", "", "the directory with the JS app hooks (default: the embedded copy)")
	flags.BoolVar(&hooksWatch, "hooksWatch", true, "restart the app when a file in --hooksDir changes")
	flags.IntVar(&hooksPool, "hooksPool", 15, "the number of prewarmed JS runtimes for the hooks")
	flags.StringVar(&migrationsDir, "migrationsDir", "", "the directory with the JS migrations (default: the embedded copy)")
	flags.BoolVar(&automigrate, "automigrate", false, "write migrations for collection changes made in the dashboard (with --migrationsDir)")
	_ = app.RootCmd.ParseFlags(os.Args[1:]) // unknown flags are reported by cobra later

	scripts, err := boot.ResolveScriptDirs(scriptFiles, app.DataDir(), hooksDir, migrationsDir)
	if err != nil {
		log.Fatal(err)
	}
	if err := launch.Use(app, scripts.HooksDir); err != nil { // the promise's numbers, as the hooks read them
		log.Fatal(err)
	}
	if err := contract.Use(app, scripts.HooksDir); err != nil { // the statuses, steps and limits, as the hooks read them
		log.Fatal(err)
	}
	if err := access.Use(app, scripts.HooksDir); err != nil { // who the studio is, as the hooks read it
		log.Fatal(err)
	}
	if err := hookjs.Use(app, scripts.HooksDir); err != nil { // what Go asks of the hooks (the replica's alerts)
		log.Fatal(err)
	}
	offer, err := price.Resolve(scripts.HooksDir, cfg.Hooks.PriceCents, cfg.Hooks.Currency) // the contract's, the settings over it
	if err != nil {
		log.Fatal(err)
	}
	cfg.Hooks.PriceCents, cfg.Hooks.Currency = offer.Cents, offer.Currency // what the hooks charge and write
	public, err := fs.Sub(publicFiles, "pb_public")
	if err != nil {
		log.Fatal(err)
	}

	jsvm.MustRegister(app, jsvm.Config{
		HooksDir:      scripts.HooksDir,
		HooksWatch:    hooksWatch && scripts.HooksFromDisk,
		HooksPoolSize: hooksPool,
		MigrationsDir: scripts.MigrationsDir,
		OnInit:        jsBindings,
	})
	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		Dir:          scripts.MigrationsDir,
		Automigrate:  automigrate && scripts.MigrationsFromDisk,
		TemplateLang: migratecmd.TemplateLangJS,
	})

	app.RootCmd.Version = boot.VersionString(version, commit)
	boot.StartCPUProfile(app, cfg.CPUProfile)
	config.Register(app, cfg)          // stored settings from the environment at every serve; the hooks' settings
	accounts.Register(app)             // role default, sign out everywhere
	touch.Register(app)                // where a person came from: on the sign-up, from its calls, onto its orders
	cas.Register(app)                  // a record API update changes only what it changed, from the row as stored
	limits.Register(app, cfg.Limits)   // body sizes, e-mails per address, server-chosen record ids
	replica.Register(app, cfg.Replica) // the database (Litestream) and the files in the REPLICA_S3_* bucket
	uploads.Register(app)              // refused files get a clear sentence (size, type from the content)
	queryguard.Register(app)           // client filters and sorts stay on rows the client may read
	sessions.Register(app)             // realtime connections end when their sign-in stops being valid
	visibility.Register(app)           // the collaborator code is the studio's alone (Go: enrich runs per record)
	adminapi.Register(app)             // the admin JSON routes and their caches
	portalapi.Register(app)            // the portal's busiest lists: My Orders, notifications, a conversation
	teams.Register(app)                // a brand's team: invitations, the join link, roles, removals
	studioqueue.Register(app)          // the studio's Inbox: what waits on it, read fast and for admins only
	outbox.Register(app, cfg.Outbox)   // delivers what the JS hooks queue (pb_hooks/orders.pb.js), after commit, with retries
	bookingCfg := booking.Config{Loc: cfg.Booking.TimeZone, HooksDir: scripts.HooksDir, TestClock: cfg.Booking.TestClock}
	if err := booking.Register(app, bookingCfg); err != nil { // /book's slots and bookings, the busy calendar
		log.Fatal(err)
	}
	capi.Register(app, cfg.Meta)          // conversion events to Meta, queued with their facts (off unless META_* are set)
	payments.Register(app, cfg.Payments)  // Stripe Checkout, its webhook, the studio's payment actions (docs/payments.md)
	disputes.Register(app)                // a disputed payment's deadline and evidence, for the studio only
	guarantee.Register(app, cfg.Payments) // a missed promise made good once, by itself (docs/guarantee.md)
	proof.Register(app)                   // /proof and /proof/{id}: the launches anyone can check, as HTML
	firstload.Register(app)               // a dashboard's first requests in one round trip, each served as if alone
	// the source rule's facts, as the browser's touch reads them; then the views of / and /book counted in memory and
	// written in batches (docs/funnel.md#visits)
	if err := visits.Use(scripts.HooksDir); err != nil {
		log.Fatal(err)
	}
	visits.Register(app, cfg.Visits, cfg.Booking.TimeZone)
	// the studio's signed webhooks: queued in the transaction of each fact, sent with retries (docs/funnel.md#webhooks)
	webhooks.Register(app, cfg.WebhookRetry)
	funnel.Register(app, cfg.Booking.TimeZone, offer.Currency) // /admin/funnel's numbers, by SQL from the tables they count
	app.RootCmd.AddCommand(accounts.NewAdminCommand(app), demo.NewCommand(app), backups.NewCommand(app),
		replica.NewRestoreCommand(app, cfg.Replica))
	terms := guarantee.Terms(launch.Of(app).Guarantee, offer, cfg.Hooks.GuaranteePercent) // "" while GUARANTEE is off
	site.Register(app, public, offer.Slots(), terms)                                      // security headers; the static site last, with the price on every page

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// jsBindings gives the hooks' runtimes $productCsv.check (the brand intake's CSV, pb_hooks/lib/launch_intake.js) and
// $booking.invite (a call's .ics invitation, pb_hooks/lib/booking_mails.js).
func jsBindings(vm *goja.Runtime) {
	productcsv.BindJS(vm)
	invite.BindJS(vm)
}
