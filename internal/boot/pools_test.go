package boot

import (
	"database/sql"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// newApp bootstraps an app on a temp data dir that opens its pools with connect.
func newApp(t *testing.T, connect core.DBConnectFunc) *core.BaseApp {
	t.Helper()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: t.TempDir(), DBConnect: connect})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	return app
}

// outsider is another process's connection to data.db (Litestream's, say) that never waits for a lock.
func outsider(t *testing.T, app core.App) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", filepath.Join(app.DataDir(), "data.db")+"?_pragma=busy_timeout(0)")
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1)
	t.Cleanup(func() { _ = db.Close() })
	return db
}

// writeLockFree tells whether the outsider can take the write lock right now.
func writeLockFree(t *testing.T, other *sql.DB) bool {
	t.Helper()
	if _, err := other.Exec("BEGIN IMMEDIATE"); err != nil {
		if !strings.Contains(err.Error(), "database is locked") {
			t.Fatal(err)
		}
		return false
	}
	if _, err := other.Exec("ROLLBACK"); err != nil {
		t.Fatal(err)
	}
	return true
}

func TestWritePoolTransactionsHoldTheWriteLockFromBegin(t *testing.T) {
	app := newApp(t, AppConfig(false).DBConnect)
	if err := checkPools(app); err != nil {
		t.Fatal(err)
	}
	other := outsider(t, app)
	for _, c := range []struct {
		name     string
		pool     dbx.Builder
		lockHeld bool
	}{
		{"write pool (NonconcurrentDB)", app.NonconcurrentDB(), true},
		{"read pool (ConcurrentDB)", app.ConcurrentDB(), false},
	} {
		tx, err := c.pool.(*dbx.DB).Begin()
		if err != nil {
			t.Fatal(err)
		}
		if free := writeLockFree(t, other); free == c.lockHeld {
			t.Errorf("%s: a transaction that has not written yet holds the write lock: %t, want %t", c.name, !free, c.lockHeld)
		}
		if err := tx.Rollback(); err != nil {
			t.Fatal(err)
		}
	}
}

// A transaction reads, another connection commits, the transaction writes: what every save does while
// Litestream bumps its _litestream_seq table.
func TestReadThenWriteWhileAnotherConnectionCommits(t *testing.T) {
	app := newApp(t, AppConfig(false).DBConnect)
	if _, err := app.NonconcurrentDB().NewQuery("CREATE TABLE t (x INTEGER)").Execute(); err != nil {
		t.Fatal(err)
	}
	other := outsider(t, app)
	readThenWrite := func(pool dbx.Builder, between func()) error {
		return pool.(*dbx.DB).Transactional(func(tx *dbx.Tx) error {
			var n int
			if err := tx.NewQuery("SELECT COUNT(*) FROM t").Row(&n); err != nil {
				return err
			}
			between()
			_, err := tx.NewQuery("INSERT INTO t (x) VALUES (1)").Execute()
			return err
		})
	}

	// DEFERRED (the read pool's, and the write pool's before docs/decisions.md §25): the upgrade is refused at
	// once with SQLITE_BUSY_SNAPSHOT, which no wait and no retry inside the transaction can cure.
	err := readThenWrite(app.ConcurrentDB(), func() {
		if _, err := other.Exec("INSERT INTO t (x) VALUES (2)"); err != nil {
			t.Fatal(err)
		}
	})
	if err == nil || !strings.Contains(err.Error(), "(517)") {
		t.Fatalf("a deferred transaction after another commit: got %v, want SQLITE_BUSY_SNAPSHOT (517)", err)
	}

	// IMMEDIATE (the write pool's): the other connection cannot commit in between; the save goes through.
	var otherErr error
	err = readThenWrite(app.NonconcurrentDB(), func() {
		_, otherErr = other.Exec("INSERT INTO t (x) VALUES (3)")
	})
	if err != nil {
		t.Fatalf("the write pool's transaction failed: %v", err)
	}
	if otherErr == nil || !strings.Contains(otherErr.Error(), "database is locked") {
		t.Fatalf("the other connection wrote inside the write pool's transaction: %v", otherErr)
	}
}

func TestReplicatedDataDBLeavesCheckpointsToLitestream(t *testing.T) {
	autocheckpoint := func(pool dbx.Builder) int {
		var n int
		if err := pool.NewQuery("PRAGMA wal_autocheckpoint").Row(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	for _, replicated := range []bool{false, true} {
		app := newApp(t, AppConfig(replicated).DBConnect)
		want := 1000 // SQLite's default
		if replicated {
			want = 0
		}
		got := []int{autocheckpoint(app.ConcurrentDB()), autocheckpoint(app.NonconcurrentDB())}
		if got[0] != want || got[1] != want {
			t.Errorf("replicated %t: data.db's wal_autocheckpoint is %v, want %d", replicated, got, want)
		}
		if aux := autocheckpoint(app.AuxNonconcurrentDB()); aux != 1000 {
			t.Errorf("replicated %t: auxiliary.db's wal_autocheckpoint is %d, want 1000 (Litestream leaves it alone)", replicated, aux)
		}
	}
}

func TestCheckPoolsRefusesAPocketBaseThatOpensTheWritePoolFirst(t *testing.T) {
	shifted := map[string]bool{}
	// one extra pool per file before PocketBase's first: its concurrent pool becomes the one opened IMMEDIATE
	swapped := func(dbPath string) (*dbx.DB, error) {
		if !shifted[dbPath] {
			shifted[dbPath] = true
			db, err := opened.connect(dbPath, false)
			if err != nil {
				return nil, err
			}
			_ = db.Close()
		}
		return opened.connect(dbPath, false)
	}
	app := newApp(t, swapped)
	err := checkPools(app)
	if err == nil || !strings.Contains(err.Error(), "data.db: the pool whose transactions begin IMMEDIATE") {
		t.Fatalf("checkPools = %v, want the data.db pools refused", err)
	}
}
