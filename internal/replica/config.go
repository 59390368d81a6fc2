package replica

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// Config is where the database (Litestream) and the uploaded files (PocketBase's S3 file storage)
// are replicated: one S3-compatible bucket, the database under DBPath, the files at the bucket's root
// the way PocketBase names them (collection/record/file), so the two never collide.
type Config struct {
	Bucket, Region, Endpoint, AccessKey, Secret string
	ForcePathStyle                              bool
}

// DBPath is the key prefix of the database replica in the bucket.
const DBPath = "litestream/data.db"

// Enabled reports whether replication is configured (REPLICA_S3_BUCKET set).
func (c Config) Enabled() bool { return c.Bucket != "" }

// ConfigFromEnv reads REPLICA_S3_BUCKET, REPLICA_S3_REGION, REPLICA_S3_ENDPOINT, REPLICA_S3_ACCESS_KEY,
// REPLICA_S3_SECRET and REPLICA_S3_FORCE_PATH_STYLE. Nothing set: replication is off. Anything set
// without the bucket, the keys, or a region or endpoint, or a malformed value, is an error, so a
// typo stops the start instead of leaving the studio without a replica it believes it has.
func ConfigFromEnv(env func(string) (string, bool)) (Config, error) {
	get := func(k string) string {
		v, ok := env("REPLICA_S3_" + k)
		if !ok {
			return ""
		}
		return strings.TrimSpace(v)
	}
	c := Config{Bucket: get("BUCKET"), Region: get("REGION"), Endpoint: strings.TrimRight(get("ENDPOINT"), "/"),
		AccessKey: get("ACCESS_KEY"), Secret: get("SECRET")}
	style := get("FORCE_PATH_STYLE")
	if c == (Config{}) && style == "" {
		return c, nil
	}
	for _, req := range []struct{ name, value string }{
		{"REPLICA_S3_BUCKET", c.Bucket}, {"REPLICA_S3_ACCESS_KEY", c.AccessKey}, {"REPLICA_S3_SECRET", c.Secret},
	} {
		if req.value == "" {
			return Config{}, fmt.Errorf("%s is required when any REPLICA_S3_* is set", req.name)
		}
	}
	if c.Region == "" && c.Endpoint == "" {
		return Config{}, fmt.Errorf("REPLICA_S3_REGION or REPLICA_S3_ENDPOINT is required when any REPLICA_S3_* is set")
	}
	if c.Endpoint != "" {
		u, err := url.Parse(c.Endpoint)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return Config{}, fmt.Errorf("REPLICA_S3_ENDPOINT must be an http(s) URL, got %q", c.Endpoint)
		}
	}
	if c.Region == "" {
		c.Region = "us-east-1"
	}
	if style != "" {
		v, err := strconv.ParseBool(style)
		if err != nil {
			return Config{}, fmt.Errorf("REPLICA_S3_FORCE_PATH_STYLE must be true or false, got %q", style)
		}
		c.ForcePathStyle = v
	}
	return c, nil
}
