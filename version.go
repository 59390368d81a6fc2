package main

import "runtime/debug"

// version and commit are set at build time by `make build` / `make dist`
// (-ldflags "-X main.version=... -X main.commit=...").
var (
	version = "dev"
	commit  = "unknown"
)

// versionString is what `launchdesk --version` prints after the program name.
func versionString() string {
	return version + " (commit " + commit + ", PocketBase " + pocketbaseVersion() + ")"
}

// pocketbaseVersion reads the PocketBase module version from the build info.
func pocketbaseVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, dep := range info.Deps {
			if dep.Path == "github.com/pocketbase/pocketbase" {
				return dep.Version
			}
		}
	}
	return "unknown"
}
