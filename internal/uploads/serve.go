package uploads

import (
	"mime"
	"path/filepath"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// inlineImages are the file endings served inline, as what they are: raster images, which a
// browser only ever draws. SVG is not among them (it may hold script).
var inlineImages = map[string]string{
	".png":  "image/png",
	".jpg":  "image/jpeg",
	".jpeg": "image/jpeg",
	".gif":  "image/gif",
	".webp": "image/webp",
	".avif": "image/avif",
	".bmp":  "image/bmp",
}

// registerServing makes every uploaded file inert where it is served, from the product's own
// origin: PocketBase would serve a .js or .mjs file as text/javascript and a .css as text/css,
// which the site's script-src 'self' would run. Raster images are served inline as images;
// everything else as application/octet-stream with Content-Disposition: attachment (a download,
// never code, whatever its name or content). PocketBase only sets these headers when missing.
func registerServing(app core.App) {
	app.OnFileDownloadRequest().BindFunc(func(e *core.FileDownloadRequestEvent) error {
		h := e.Response.Header()
		ext := strings.ToLower(filepath.Ext(e.ServedPath))
		disposition := "attachment"
		if t, ok := inlineImages[ext]; ok && e.Request.URL.Query().Get("download") == "" {
			h.Set("Content-Type", t)
			disposition = "inline"
		} else {
			h.Set("Content-Type", "application/octet-stream")
		}
		h.Set("Content-Disposition", mime.FormatMediaType(disposition, map[string]string{"filename": e.ServedName}))
		return e.Next()
	})
}
