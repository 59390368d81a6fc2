package site

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"html"
	"path"
	"strings"
)

// The build's fixed slots: figures the server knows only at start, such as the price (PRICE_CENTS over the contract,
// internal/price), which scripts/prerender.mjs leaves as @@ld.<name>@@ in every page and in the web manifest.
// newStaticSite fills them once, before anything is served and before `/` is cut at its facts' slots
// (landing_page.go), so a changed price shows on every page without a rebuild. A filled file is served from memory
// with a gzip variant made then (its build-time variants held the slots).

// slotted reports whether p is a file the build may leave fixed slots in.
func slotted(p string) bool {
	ext := path.Ext(p)
	return ext == ".html" || ext == ".webmanifest"
}

// fillFixedSlots writes values into every slotted file that has their slots. A value is HTML-escaped, except one whose
// name ends in ".json", which is JSON for a data block (json.Marshal escapes <, > and &, so the block cannot end
// early); in the web manifest (JSON) a value is written as inside a JSON string.
func fillFixedSlots(files map[string]*staticFile, values map[string]string) error {
	if len(values) == 0 {
		return nil
	}
	for p, f := range files {
		body := f.variants[""]
		if !slotted(p) || !bytes.Contains(body, []byte("@@ld.")) {
			continue
		}
		filled := body
		for name, value := range values {
			switch {
			case strings.HasSuffix(name, ".json"):
			case path.Ext(p) == ".webmanifest":
				value = strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(value)
			default:
				value = html.EscapeString(value)
			}
			filled = bytes.ReplaceAll(filled, []byte("@@ld."+name+"@@"), []byte(value))
		}
		if bytes.Equal(filled, body) {
			continue
		}
		refilled, err := staticFileOf(f.contentType, filled)
		if err != nil {
			return err
		}
		files[p] = refilled
	}
	return nil
}

// staticFileOf is body served from memory as contentType, with its gzip variant and its ETag.
func staticFileOf(contentType string, body []byte) (*staticFile, error) {
	var zipped bytes.Buffer
	gz, _ := gzip.NewWriterLevel(&zipped, gzip.BestCompression)
	_, _ = gz.Write(body)
	if err := gz.Close(); err != nil {
		return nil, err
	}
	sum := sha256.Sum256(body)
	return &staticFile{
		contentType: contentType,
		etag:        `"` + hex.EncodeToString(sum[:8]) + `"`,
		variants:    map[string][]byte{"": body, "gzip": zipped.Bytes()},
	}, nil
}
