package boot

import "runtime/debug"

// VersionString is what `launchdesk --version` prints after the program name.
func VersionString(version, commit string) string {
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
