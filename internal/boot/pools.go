package boot

import (
	"fmt"
	"path/filepath"
	"sync"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Transactions on the write pool begin IMMEDIATE (docs/decisions.md §25).
//
// PocketBase opens each database twice through DBConnect (core/base.go initDataDB and initAuxDB): first the
// concurrent pool (app.DB(): reads), then the nonconcurrent one (one connection: every save and every
// RunInTransaction). A transaction that begins DEFERRED reads first (rules, validation, the hooks' counts) and
// asks for the write lock only at its first write. If another connection holds that lock or committed since
// the transaction's first read (Litestream does both: its _litestream_lock and _litestream_seq tables around
// each checkpoint), SQLite refuses the upgrade at once with SQLITE_BUSY or SQLITE_BUSY_SNAPSHOT (517):
// busy_timeout is not consulted, and no retry inside the transaction can succeed. PocketBase's lock retry
// (core/db_retry.go) still retries for 7.35 s while holding the only write connection, so every save
// queued behind it, then failed it (issue 41). BEGIN IMMEDIATE takes the write lock first, waiting for it
// under busy_timeout, so a transaction of the write pool never has to upgrade.
//
// The concurrent pool stays DEFERRED: its transactions only read and must never hold the write lock.
// Which call opens which pool is known only from PocketBase's order, so CheckWritePools verifies it at start.

// poolOpener opens the pools and remembers which ones are write pools.
type poolOpener struct {
	mu      sync.Mutex
	opens   map[string]int   // pools opened so far per database file
	writers map[*dbx.DB]bool // the pools opened with BEGIN IMMEDIATE
}

var opened = &poolOpener{opens: map[string]int{}, writers: map[*dbx.DB]bool{}}

// connect opens dbPath's next pool: PocketBase's second pool of a file (and fourth, after a new bootstrap)
// is the write pool. replicated turns off data.db's automatic checkpoints: Litestream checkpoints it alone,
// as its documentation asks (litestream.io/tips: "Disable autocheckpoints"), after copying the WAL.
func (p *poolOpener) connect(dbPath string, replicated bool) (*dbx.DB, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	writer := p.opens[dbPath]%2 == 1
	db, err := dbx.Open("sqlite", dsn(dbPath, writer, replicated && filepath.Base(dbPath) == "data.db"))
	if err != nil {
		return nil, err
	}
	p.opens[dbPath]++
	if writer {
		p.writers[db] = true
	}
	return db, nil
}

// isWriter tells whether b is a pool opened with BEGIN IMMEDIATE.
func (p *poolOpener) isWriter(b dbx.Builder) bool {
	db, ok := b.(*dbx.DB)
	p.mu.Lock()
	defer p.mu.Unlock()
	return ok && p.writers[db]
}

// CheckWritePools fails the start unless, for both databases, the pool whose transactions begin IMMEDIATE is
// PocketBase's nonconcurrent (write) pool and the concurrent (read) pool is not: a PocketBase that opened its
// pools in another order would otherwise make every read transaction take the write lock.
func CheckWritePools(app core.App) {
	app.OnBootstrap().BindFunc(func(e *core.BootstrapEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		return checkPools(e.App)
	})
}

func checkPools(app core.App) error {
	for _, db := range []struct {
		name          string
		reads, writes dbx.Builder
	}{
		{"data.db", app.ConcurrentDB(), app.NonconcurrentDB()},
		{"auxiliary.db", app.AuxConcurrentDB(), app.AuxNonconcurrentDB()},
	} {
		if opened.isWriter(db.reads) || !opened.isWriter(db.writes) {
			return fmt.Errorf("%s: the pool whose transactions begin IMMEDIATE is not PocketBase's nonconcurrent "+
				"(write) pool; PocketBase no longer opens the concurrent pool first (see internal/boot/pools.go)", db.name)
		}
	}
	return nil
}
