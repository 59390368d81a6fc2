package replica

import "launchdesk/internal/config"

// Config is where the database (Litestream) and the uploaded files (PocketBase's S3 file storage) are
// replicated: one S3-compatible bucket, the database under DBPath, the files at the bucket's root the way
// PocketBase names them (collection/record/file), so the two never collide. internal/config reads and checks
// it with every other setting (REPLICA_S3_*, LITESTREAM_BIN).
type Config = config.Replica

// DBPath is the key prefix of the database replica in the bucket.
const DBPath = "litestream/data.db"

// enabled reports whether replication is configured (REPLICA_S3_BUCKET set).
func enabled(c Config) bool { return c.On() }
