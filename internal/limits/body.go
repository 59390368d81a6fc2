package limits

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync/atomic"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
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
	if e.HasSuperuserAuth() {
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

// capBody limits how much of the body can be read and returns a flag set once a read went past
// the limit. PocketBase's router wraps the body so that it can be read again; the cap goes on the
// network side of that wrapper, so that re-reads of the copy are not counted twice.
func capBody(e *core.RequestEvent, limit int64) *atomic.Bool {
	exceeded := &atomic.Bool{}
	if rr, ok := e.Request.Body.(*router.RereadableReadCloser); ok {
		rr.ReadCloser = &flaggingReader{ReadCloser: http.MaxBytesReader(networkWriter(e.Response), rr.ReadCloser, limit), exceeded: exceeded}
	} else {
		e.Request.Body = &flaggingReader{ReadCloser: http.MaxBytesReader(networkWriter(e.Response), e.Request.Body, limit), exceeded: exceeded}
	}
	return exceeded
}

// A client often keeps sending a refused body. net/http then answers, half-closes the connection
// and waits a moment before closing it, so that the client reads the 413 rather than a reset; it
// does so when it sees its own body closed early, or hit by a MaxBytesReader that writes to its
// own response writer. PocketBase wraps both, so the two helpers below hand net/http its own.

// unwrapBody puts net/http's request body back in place of PocketBase's re-readable wrapper, for a
// request refused unread.
func unwrapBody(e *core.RequestEvent) {
	if rr, ok := e.Request.Body.(*router.RereadableReadCloser); ok {
		e.Request.Body = rr.ReadCloser
	}
}

// networkWriter returns the net/http response writer under PocketBase's wrappers.
func networkWriter(w http.ResponseWriter) http.ResponseWriter {
	for {
		inner, ok := w.(interface{ Unwrap() http.ResponseWriter })
		if !ok {
			return w
		}
		w = inner.Unwrap()
	}
}

// flaggingReader records that the MaxBytesReader under it refused to read past its limit.
type flaggingReader struct {
	io.ReadCloser
	exceeded *atomic.Bool
}

func (r *flaggingReader) Read(p []byte) (int, error) {
	n, err := r.ReadCloser.Read(p)
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		r.exceeded.Store(true)
	}
	return n, err
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
