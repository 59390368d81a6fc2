// Package ops runs the binary on a small VPS: settings from the environment, the SQLite pool, the
// memory limit, backups, the embedded hooks and migrations, the version string and a CPU profile
// for tuning.
package ops

import "github.com/pocketbase/pocketbase/core"

// Register applies the environment to the settings at every serve and starts the CPU profile
// when LAUNCHDESK_CPUPROFILE is set.
func Register(app core.App) {
	registerCPUProfile(app)
	registerEnvSettings(app)
}
