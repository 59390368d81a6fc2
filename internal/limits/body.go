package limits

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"

	"launchdesk/internal/access"
)

// The body limits. Record bodies are sized from their collection's fields (see RecordBodyLimit);
// the rest are what the product's requests need, with room to spare.
const (
	// BatchDefaultBytes is the /api/batch limit when settings.batch.maxBodySize is 0 (PocketBase
	// would allow 128 MB). The product's largest batch marks a few hundred notifications read.
	BatchDefaultBytes int64 = 1 << 20
	// OtherRouteBytes covers every other route: sign-in, e-mail requests, realtime, our JSON routes.
	OtherRouteBytes int64 = 256 << 10
	// SuperuserRouteBytes is the limit of the other routes for a signed-in superuser (dashboard
	// imports and settings): PocketBase's own default.
	SuperuserRouteBytes int64 = 32 << 20
	// recordBaseBytes is the room in a record body for keys, punctuation, multipart headers and the
	// fields that have no size setting (numbers, dates, selects, relations, e-mails, URLs).
	recordBaseBytes int64 = 64 << 10
	// textDefaultMax is PocketBase's limit, in characters, of a text field whose max is 0.
	textDefaultMax = 5000
	// bytesPerChar is the most bytes one character takes in UTF-8.
	bytesPerChar = 4
)

// bodyLimitPriority runs the limit after the auth token is loaded (superusers have their own
// limit) and before the rate limiter, PocketBase's body limit and any handler that reads the body.
const bodyLimitPriority = -1005

// Route patterns as PocketBase's router registers them.
const (
	patternBatch        = "POST /api/batch"
	patternRecordCreate = "POST /api/collections/{collection}/records"
	patternRecordUpdate = "PATCH /api/collections/{collection}/records/{id}"
	patternBackupUpload = "POST /api/backups/upload"
)

func registerBodyLimits(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "launchdeskBodyLimit",
			Priority: bodyLimitPriority,
			Func:     limitBody,
		})
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "launchdeskParseUploads",
			Priority: parseUploadsPriority,
			Func:     parseUploads,
		})
		return se.Next()
	})
}

// limitBody refuses a body whose declared length is over the limit before reading any of it, and
// caps the reading of bodies without a length (chunked), answering 413 when the cap is hit.
func limitBody(e *core.RequestEvent) error {
	limit := bodyLimit(e)
	if limit <= 0 || e.Request.Body == nil || e.Request.Body == http.NoBody {
		return e.Next()
	}
	if e.Request.ContentLength > limit {
		unwrapBody(e)
		return tooLarge(limit)
	}
	exceeded := capBody(e, limit)
	err := e.Next()
	if exceeded.Load() {
		return tooLarge(limit) // the handler's own error says only that the body could not be read
	}
	return err
}

// bodyLimit returns the limit of the request's route in bytes; 0 means none.
func bodyLimit(e *core.RequestEvent) int64 {
	switch e.Request.Pattern {
	case patternBackupUpload:
		return 0 // superusers only, checked before the body is read; backups are as big as the data
	case patternBatch:
		if v := e.App.Settings().Batch.MaxBodySize; v > 0 {
			return v
		}
		return BatchDefaultBytes
	case patternRecordCreate, patternRecordUpdate:
		collection, err := e.App.FindCachedCollectionByNameOrId(e.Request.PathValue("collection"))
		if err == nil {
			return RecordBodyLimit(collection, isMultipart(e.Request))
		}
	}
	if access.IsSuperuser(e) {
		return SuperuserRouteBytes
	}
	return OtherRouteBytes
}

// RecordBodyLimit is the largest create or update body a collection's fields can need: a base for
// keys and small fields, each text field's max in UTF-8, JSON and editor fields' max sizes and, for
// multipart bodies only, each file field's max size times its max number of files. Changing a
// field's limits (in the dashboard or a migration) changes the body limit with it.
func RecordBodyLimit(collection *core.Collection, multipart bool) int64 {
	limit := recordBaseBytes
	if collection.IsView() {
		return limit
	}
	for _, field := range collection.Fields {
		switch f := field.(type) {
		case *core.TextField:
			chars := f.Max
			if chars <= 0 {
				chars = textDefaultMax
			}
			limit += int64(chars) * bytesPerChar
		case *core.FileField:
			if multipart {
				limit += f.CalculateMaxBodySize()
			}
		case core.MaxBodySizeCalculator: // JSON and editor fields
			limit += f.CalculateMaxBodySize()
		}
	}
	return limit
}

func isMultipart(r *http.Request) bool {
	return strings.HasPrefix(strings.ToLower(r.Header.Get("Content-Type")), "multipart/form-data")
}

// tooLarge is the 413 answer, naming the limit.
func tooLarge(limit int64) error {
	return router.NewApiError(
		http.StatusRequestEntityTooLarge,
		fmt.Sprintf("The request body is too large: this endpoint accepts at most %s.", formatBytes(limit)),
		nil,
	)
}

// formatBytes writes a limit the way people read it: "1 MB", "5.1 MB", "256 KB".
func formatBytes(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MB", n>>20)
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%d KB", n>>10)
	default:
		return fmt.Sprintf("%d bytes", n)
	}
}
