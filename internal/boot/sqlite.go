// Package boot prepares the process before PocketBase starts: the SQLite pool sized for a small VPS,
// the embedded hooks and migrations written where the jsvm plugin reads them, the version string,
// and a CPU profile for tuning. (Settings are internal/config's; backups, internal/backups'.)
package boot

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase"
)

// SQLite pool sized for one small VPS. PocketBase's defaults (up to 120 connections, each with a
// 32 MB page cache) let a burst of heavy queries grow the process past 2 GB on a 2-core machine that
// cannot run more than a few queries at once anyway.
const (
	dataMaxOpenConns = 16
	dataMaxIdleConns = 8
	// cachePragma: 2 MB of page cache per connection (SQLite's negative size is in KiB); the OS page cache
	// keeps the file's hot pages once for all connections. (A memory map is faster but is counted in RSS
	// once per connection: 16 maps of the file read as 2 GB.)
	cachePragma = "cache_size(-2000)"
)

// AppConfig is the PocketBase configuration of the binary. replicated tells whether Litestream replicates
// data.db (REPLICA_S3_BUCKET is set): Litestream then checkpoints it alone (see pools.go).
func AppConfig(replicated bool) pocketbase.Config {
	return pocketbase.Config{
		DefaultDev:       false, // not guessed from the executable's path (a temp-dir clone is not `go run`)
		DataMaxOpenConns: dataMaxOpenConns,
		DataMaxIdleConns: dataMaxIdleConns,
		DBConnect: func(dbPath string) (*dbx.DB, error) {
			return opened.connect(dbPath, replicated)
		},
	}
}

// dsn is dbPath with PocketBase's pragmas (busy timeout first, WAL, NORMAL sync, foreign keys, in-memory
// temp store), the smaller page cache, and what the pool's role asks for: transactions that begin as
// writers (writer), no checkpoints of the connection's own (noCheckpoints).
func dsn(dbPath string, writer, noCheckpoints bool) string {
	pragmas := "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=journal_size_limit(200000000)" +
		"&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(ON)&_pragma=temp_store(MEMORY)&_pragma=" + cachePragma
	if noCheckpoints {
		pragmas += "&_pragma=wal_autocheckpoint(0)"
	}
	if writer {
		pragmas += "&_txlock=immediate"
	}
	return dbPath + pragmas
}
