package main

import (
	"os"
	"runtime/debug"
)

// defaultMemoryLimit is the Go heap's soft limit when GOMEMLIMIT is not set: on a small VPS the
// garbage collector should work harder before the process grows, rather than after.
const defaultMemoryLimit = 128 << 20

// applyDefaultMemoryLimit sets the soft memory limit unless the operator chose one.
func applyDefaultMemoryLimit() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(defaultMemoryLimit)
	}
}
