package replica

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// Litestream's timings. Around each checkpoint Litestream holds data.db's write lock briefly, then commits to its
// _litestream_seq table. The app waits for the lock under its busy_timeout (10 s, internal/boot/sqlite.go; Litestream
// asks for at least 5 s) only because its write pool's transactions begin IMMEDIATE: a transaction that had read
// first was refused at once (SQLITE_BUSY or BUSY_SNAPSHOT, 517) and stalled every save 7.35 s (docs/decisions.md
// §25). The app's connections leave data.db's checkpoints to Litestream (wal_autocheckpoint 0), as it asks.
const (
	syncInterval    = "1s" // WAL frames reach the bucket within about a second (lag budget: p95 < 2 s)
	monitorInterval = "250ms"
	restartDelay    = 2 * time.Second
)

// litestreamBinary finds Litestream: cfg's LITESTREAM_BIN, then beside the launchdesk binary, then PATH.
func litestreamBinary(cfg Config) (string, error) {
	if v := cfg.LitestreamBin; v != "" {
		if _, err := os.Stat(v); err != nil {
			return "", fmt.Errorf("LITESTREAM_BIN names %s, but the litestream binary was not found there", v)
		}
		return v, nil
	}
	if self, err := os.Executable(); err == nil {
		beside := filepath.Join(filepath.Dir(self), "litestream")
		if _, err := os.Stat(beside); err == nil {
			return beside, nil
		}
	}
	path, err := exec.LookPath("litestream")
	if err != nil {
		return "", errors.New("REPLICA_S3_BUCKET is set but the litestream binary was not found " +
			"(set LITESTREAM_BIN, or put litestream beside launchdesk or on the PATH)")
	}
	return path, nil
}

// writeConfig writes Litestream's configuration for the data dir (no secrets: they go in the
// child's environment) and returns its path and the control socket's.
func writeConfig(dataDir string, cfg Config) (string, string, error) {
	socket := filepath.Join(dataDir, "litestream.sock")
	lines := []string{
		"socket:", "  enabled: true", "  path: " + quote(socket),
		"logging:", "  stderr: true",
		"dbs:",
		"  - path: " + quote(filepath.Join(dataDir, "data.db")),
		"    monitor-interval: " + monitorInterval,
		"    replica:",
		"      type: s3",
		"      bucket: " + quote(cfg.Bucket),
		"      path: " + DBPath,
		"      region: " + quote(cfg.Region),
		"      sync-interval: " + syncInterval,
		fmt.Sprintf("      force-path-style: %t", cfg.ForcePathStyle),
	}
	if cfg.Endpoint != "" {
		lines = append(lines, "      endpoint: "+quote(cfg.Endpoint))
	}
	path := filepath.Join(dataDir, "litestream.yml")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		return "", "", fmt.Errorf("writing %s: %w", path, err)
	}
	return path, socket, nil
}

func quote(s string) string { return fmt.Sprintf("%q", s) }

// litestreamCommand is `litestream ARGS -config CONFIG` with the bucket's keys in its environment.
// Pdeathsig ends it with the server, even when the server is killed (as the VPS dying would).
func litestreamCommand(bin string, cfg Config, args ...string) *exec.Cmd {
	cmd := exec.Command(bin, args...)
	cmd.Env = append(childEnv(), "LITESTREAM_ACCESS_KEY_ID="+cfg.AccessKey, "LITESTREAM_SECRET_ACCESS_KEY="+cfg.Secret)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	return cmd
}

// childEnv is the environment without AWS_CA_BUNDLE: Litestream v0.5.18's S3 client gives the AWS SDK its
// own HTTP client, and the SDK then refuses to load any custom CA bundle ("unable to add custom RootCAs"),
// which fails every restore.
func childEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "AWS_CA_BUNDLE=") {
			env = append(env, kv)
		}
	}
	return env
}
