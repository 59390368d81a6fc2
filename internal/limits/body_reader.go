package limits

import (
	"errors"
	"io"
	"net/http"
	"sync/atomic"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// bodyCopyMemoryBytes is how much of a body PocketBase's re-readable copy keeps in memory before
// it spills to a temp file (PocketBase's default is 16 MB, per request, on top of the parsed form).
const bodyCopyMemoryBytes = 1 << 20

// capBody limits how much of the body can be read and returns a flag set once a read went past
// the limit. PocketBase's router wraps the body so that it can be read again; the cap goes on the
// network side of that wrapper, so that re-reads of the copy are not counted twice.
func capBody(e *core.RequestEvent, limit int64) *atomic.Bool {
	exceeded := &atomic.Bool{}
	if rr, ok := e.Request.Body.(*router.RereadableReadCloser); ok {
		rr.MaxMemory = bodyCopyMemoryBytes
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
