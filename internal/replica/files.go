package replica

import (
	"fmt"

	"github.com/pocketbase/pocketbase/core"
)

// useBucketForFiles points PocketBase's file storage at the bucket (saved only when it changed).
// File tokens and protected fields are PocketBase's, whatever the storage: they behave as before.
// Files uploaded before the switch stay in pb_data/storage (docs/operations.md says how to copy them).
func useBucketForFiles(app core.App, cfg Config) error {
	settings, err := app.Settings().Clone()
	if err != nil {
		return err
	}
	before := settings.S3
	settings.S3.Enabled = true
	settings.S3.Bucket = cfg.Bucket
	settings.S3.Region = cfg.Region
	settings.S3.Endpoint = cfg.Endpoint
	settings.S3.AccessKey = cfg.AccessKey
	settings.S3.Secret = cfg.Secret
	settings.S3.ForcePathStyle = cfg.ForcePathStyle
	if settings.S3 == before {
		return nil
	}
	if err := app.Save(settings); err != nil {
		return fmt.Errorf("storing files in the replica bucket: %w", err)
	}
	return nil
}
