package boot

import (
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"testing/fstest"
)

func hooksFS(records string) fstest.MapFS {
	return fstest.MapFS{
		"pb_hooks/orders.pb.js":      {Data: []byte("onRecordCreate(() => {})\n")},
		"pb_hooks/lib/records.js":    {Data: []byte(records)},
		"pb_hooks/views/mail/a.html": {Data: []byte("<p>a</p>\n")},
	}
}

func stat(t *testing.T, path string) os.FileInfo {
	t.Helper()
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return info
}

func TestExtractDirLeavesUnchangedFilesAlone(t *testing.T) {
	target := filepath.Join(t.TempDir(), "pb_hooks")
	if err := extractDir(hooksFS("module.exports = { v: 1 }\n"), "pb_hooks", target); err != nil {
		t.Fatal(err)
	}
	records := filepath.Join(target, "lib", "records.js")
	orders := filepath.Join(target, "orders.pb.js")
	before, beforeOrders := stat(t, records), stat(t, orders)

	// The same binary again (a CLI command beside a running server): nothing on disk changes.
	if err := extractDir(hooksFS("module.exports = { v: 1 }\n"), "pb_hooks", target); err != nil {
		t.Fatal(err)
	}
	if !os.SameFile(before, stat(t, records)) || !os.SameFile(beforeOrders, stat(t, orders)) {
		t.Fatal("an unchanged file was written again")
	}

	// A newer binary: the changed file is replaced, the others stay, what it no longer holds goes.
	if err := os.WriteFile(filepath.Join(target, "lib", "gone.js"), []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(target, "old", "deep"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := extractDir(hooksFS("module.exports = { v: 2 }\n"), "pb_hooks", target); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(records); string(got) != "module.exports = { v: 2 }\n" {
		t.Fatalf("records.js = %q", got)
	}
	if !os.SameFile(beforeOrders, stat(t, orders)) {
		t.Fatal("orders.pb.js was written again though unchanged")
	}
	for _, gone := range []string{"lib/gone.js", "old"} {
		if _, err := os.Stat(filepath.Join(target, gone)); !os.IsNotExist(err) {
			t.Fatalf("%s is still there (%v)", gone, err)
		}
	}
	entries, _ := os.ReadDir(filepath.Join(target, "lib"))
	if len(entries) != 1 {
		t.Fatalf("lib holds %d entries, want records.js only", len(entries))
	}
}

// Another version left a file where a folder is now, and a folder where a file is: the extraction still succeeds.
func TestExtractDirReplacesAFileByAFolderAndBack(t *testing.T) {
	target := filepath.Join(t.TempDir(), "pb_hooks")
	if err := os.MkdirAll(filepath.Join(target, "orders.pb.js", "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(target, "lib"), []byte("a file"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := extractDir(hooksFS("module.exports = {}\n"), "pb_hooks", target); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(target, "orders.pb.js")); string(got) != "onRecordCreate(() => {})\n" {
		t.Fatalf("orders.pb.js = %q", got)
	}
	if got, _ := os.ReadFile(filepath.Join(target, "lib", "records.js")); string(got) != "module.exports = {}\n" {
		t.Fatalf("lib/records.js = %q", got)
	}
}

// A server's JS runtime loads a hook file while a CLI command extracts the hooks again: it reads a whole file,
// never a missing or half-written one (the cause of the intermittent "Failed to create record.").
func TestExtractDirNeverShowsAReaderAPartialFile(t *testing.T) {
	target := filepath.Join(t.TempDir(), "pb_hooks")
	v1 := "module.exports = { inSaveTransaction: function () {} }\n"
	v2 := "module.exports = { inSaveTransaction: function () { return 2 } }\n"
	if err := extractDir(hooksFS(v1), "pb_hooks", target); err != nil {
		t.Fatal(err)
	}
	records := filepath.Join(target, "lib", "records.js")
	var stop atomic.Bool
	var bad atomic.Value
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for !stop.Load() {
			got, err := os.ReadFile(records)
			if err != nil || (string(got) != v1 && string(got) != v2) {
				bad.Store(string(got) + " / " + errString(err))
				return
			}
		}
	}()
	for i := 0; i < 300; i++ {
		content := v1
		if i%2 == 0 {
			content = v2
		}
		// every other run is the same binary again, the rest a different one
		for _, c := range []string{content, content} {
			if err := extractDir(hooksFS(c), "pb_hooks", target); err != nil {
				t.Fatal(err)
			}
		}
	}
	stop.Store(true)
	wg.Wait()
	if b := bad.Load(); b != nil {
		t.Fatalf("a reader saw %q", b)
	}
}

func errString(err error) string {
	if err == nil {
		return "no error"
	}
	return err.Error()
}
