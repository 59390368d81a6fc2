package limits

import (
	"github.com/pocketbase/pocketbase/core"
)

// uploadMemoryBytes is how much of a multipart record body is held in memory while it is parsed;
// file parts beyond it go to temp files (PocketBase parses with 16 MB per request, so a handful of
// concurrent uploads would otherwise hold hundreds of MB).
const uploadMemoryBytes = 1 << 20

// parseUploadsPriority runs after PocketBase's rate limiter (-1000) and body limit (-990): a
// refused request is not parsed at all.
const parseUploadsPriority = -989

// parseUploads parses a multipart record body with a small memory budget before PocketBase's
// handler does; the handler then reuses the parsed form.
func parseUploads(e *core.RequestEvent) error {
	pattern := e.Request.Pattern
	if (pattern != patternRecordCreate && pattern != patternRecordUpdate) ||
		!isMultipart(e.Request) || e.Request.MultipartForm != nil {
		return e.Next()
	}
	if err := e.Request.ParseMultipartForm(uploadMemoryBytes); err != nil {
		// a body cut at its limit becomes a 413 in limitBody, which runs around this
		return e.BadRequestError("The submitted form could not be read.", err)
	}
	return e.Next()
}
