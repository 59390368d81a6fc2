package replica

import (
	"strings"
	"testing"
)

func TestConfigFromEnv(t *testing.T) {
	full := map[string]string{
		"REPLICA_S3_BUCKET": "b", "REPLICA_S3_ENDPOINT": "http://127.0.0.1:9000/", "REPLICA_S3_ACCESS_KEY": "k",
		"REPLICA_S3_SECRET": "s", "REPLICA_S3_FORCE_PATH_STYLE": "true",
	}
	with := func(k, v string) map[string]string {
		m := map[string]string{}
		for key, val := range full {
			m[key] = val
		}
		if v == "" {
			delete(m, k)
		} else {
			m[k] = v
		}
		return m
	}
	cases := []struct {
		name    string
		env     map[string]string
		enabled bool
		wantErr string
	}{
		{"nothing set: off", map[string]string{}, false, ""},
		{"all set", full, true, ""},
		{"neither a region nor an endpoint", with("REPLICA_S3_ENDPOINT", ""), false, "REPLICA_S3_REGION or REPLICA_S3_ENDPOINT"},
		{"no bucket", with("REPLICA_S3_BUCKET", ""), false, "REPLICA_S3_BUCKET is required"},
		{"no secret", with("REPLICA_S3_SECRET", ""), false, "REPLICA_S3_SECRET is required"},
		{"endpoint not a URL", with("REPLICA_S3_ENDPOINT", "s3.example.com"), false, "REPLICA_S3_ENDPOINT must be"},
		{"bad path style", with("REPLICA_S3_FORCE_PATH_STYLE", "maybe"), false, "REPLICA_S3_FORCE_PATH_STYLE"},
		{"only the path style", map[string]string{"REPLICA_S3_FORCE_PATH_STYLE": "true"}, false, "REPLICA_S3_BUCKET is required"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := ConfigFromEnv(func(k string) (string, bool) { v, ok := tc.env[k]; return v, ok })
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("error %v, want one containing %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if cfg.Enabled() != tc.enabled {
				t.Fatalf("enabled %v, want %v", cfg.Enabled(), tc.enabled)
			}
			if tc.enabled && (cfg.Endpoint != "http://127.0.0.1:9000" || !cfg.ForcePathStyle || cfg.Region != "us-east-1") {
				t.Fatalf("unexpected config %+v", cfg)
			}
		})
	}
}
