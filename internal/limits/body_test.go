package limits

import (
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func TestRecordBodyLimitFollowsTheFields(t *testing.T) {
	messages := core.NewBaseCollection("messages") // comes with an id text field of max 15
	messages.Fields.Add(
		&core.TextField{Name: "body", Max: 10000},
		&core.TextField{Name: "note"}, // max 0: PocketBase's 5000
		&core.FileField{Name: "files", MaxSelect: 5, MaxSize: 20 << 20},
		&core.JSONField{Name: "meta", MaxSize: 1000},
		&core.NumberField{Name: "count"},
	)
	json := recordBaseBytes + (15+10000+5000)*bytesPerChar + 1000
	cases := []struct {
		name       string
		collection *core.Collection
		multipart  bool
		want       int64
	}{
		{"JSON body: no room for files", messages, false, json},
		{"multipart body: 5 files of 20 MB", messages, true, json + 5*20<<20},
		{"view: nothing to write", core.NewViewCollection("stats"), true, recordBaseBytes},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := RecordBodyLimit(c.collection, c.multipart); got != c.want {
				t.Errorf("RecordBodyLimit = %d, want %d", got, c.want)
			}
		})
	}
}

func TestCapBodyFlagsAReadPastTheLimit(t *testing.T) {
	for _, size := range []int{100, 101, 5000} {
		req := httptest.NewRequest(http.MethodPost, "/api/batch", strings.NewReader(strings.Repeat("a", size)))
		req.ContentLength = -1 // chunked: only the reader can tell
		rr := &router.RereadableReadCloser{ReadCloser: req.Body}
		req.Body = rr
		e := &core.RequestEvent{}
		e.Request, e.Response = req, &router.ResponseWriter{ResponseWriter: httptest.NewRecorder()}

		exceeded := capBody(e, 100)
		got, err := io.ReadAll(e.Request.Body)
		var tooBig *http.MaxBytesError
		if over := size > 100; over != exceeded.Load() || over != errors.As(err, &tooBig) {
			t.Fatalf("size %d: exceeded=%v err=%v", size, exceeded.Load(), err)
		}
		if len(got) > 100 {
			t.Errorf("size %d: read %d bytes past a limit of 100", size, len(got))
		}
		if size <= 100 { // the copy PocketBase keeps can be read again, and is not counted twice
			again, err := io.ReadAll(e.Request.Body)
			if err != nil || len(again) != size {
				t.Errorf("size %d: re-read %d bytes, err %v", size, len(again), err)
			}
		}
	}
}

func TestNetworkWriterAndUnwrapBody(t *testing.T) {
	rec := httptest.NewRecorder()
	if networkWriter(&router.ResponseWriter{ResponseWriter: rec}) != http.ResponseWriter(rec) {
		t.Error("networkWriter did not reach the writer under PocketBase's wrapper")
	}
	req := httptest.NewRequest(http.MethodPost, "/", strings.NewReader("x"))
	original := req.Body
	req.Body = &router.RereadableReadCloser{ReadCloser: original}
	e := &core.RequestEvent{}
	e.Request = req
	unwrapBody(e)
	if e.Request.Body != original {
		t.Error("unwrapBody did not restore net/http's body")
	}
}

func TestTooLargeNamesTheLimit(t *testing.T) {
	cases := map[int64]string{
		1 << 20:         "1 MB",
		5<<20 + 300<<10: "5.3 MB",
		256 << 10:       "256 KB",
		512:             "512 bytes",
	}
	for limit, size := range cases {
		err := tooLarge(limit)
		var apiErr *router.ApiError
		if !errors.As(err, &apiErr) || apiErr.Status != http.StatusRequestEntityTooLarge {
			t.Fatalf("tooLarge(%d) = %v, want a 413", limit, err)
		}
		if want := "The request body is too large: this endpoint accepts at most " + size + "."; apiErr.Message != want {
			t.Errorf("message %q, want %q", apiErr.Message, want)
		}
	}
}
