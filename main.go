// Command launchdesk is the whole product in one binary: PocketBase used as a
// framework, with the React build, JS hooks and JS migrations embedded.
package main

import (
	"log"
	"os"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"

	"launchdesk/internal/sessions"
)

func main() {
	applyDefaultMemoryLimit()
	app := pocketbase.NewWithConfig(appConfig())

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

	scripts, err := resolveScriptDirs(app.DataDir(), hooksDir, migrationsDir)
	if err != nil {
		log.Fatal(err)
	}

	jsvm.MustRegister(app, jsvm.Config{
		HooksDir:      scripts.hooksDir,
		HooksWatch:    hooksWatch && scripts.hooksFromDisk,
		HooksPoolSize: hooksPool,
		MigrationsDir: scripts.migrationsDir,
	})
	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		Dir:          scripts.migrationsDir,
		Automigrate:  automigrate && scripts.migrationsFromDisk,
		TemplateLang: migratecmd.TemplateLangJS,
	})

	app.RootCmd.Version = versionString()
	registerCPUProfile(app)
	registerEnvSettings(app)
	registerUserHooks(app)
	registerSecurityHeaders(app)
	registerAccountRoutes(app)
	sessions.Register(app) // realtime connections end when their sign-in stops being valid
	registerAdminOrdersRoute(app)
	registerAdminStatsRoute(app)
	registerAdminCacheInvalidation(app)
	registerAdminClientsRoute(app)
	registerOrdersSearchCheck(app)
	registerStatusPipeline(app) // notification, history and outbox e-mail in the transaction of each order save
	registerMailOutbox(app)     // delivers the outbox after commit, with retries
	app.RootCmd.AddCommand(newAdminCommand(app), newDemoCommand(app), newBackupCommand(app))
	registerStaticRoute(app) // last: every API and hook route wins over the SPA catch-all

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}
