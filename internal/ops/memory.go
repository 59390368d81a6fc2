package ops

import (
	"os"
	"runtime/debug"
)

// defaultMemoryLimit is the Go heap's soft limit when GOMEMLIMIT is not set: on a small VPS the
// garbage collector should work harder before the process grows, rather than after.
const defaultMemoryLimit = 128 << 20

// ApplyDefaultMemoryLimit sets the soft memory limit unless the operator chose one.
func ApplyDefaultMemoryLimit() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(defaultMemoryLimit)
	}
}
