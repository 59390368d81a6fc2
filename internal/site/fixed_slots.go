package site

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html"
	"maps"
	"path"
	"strings"
)

// The build's fixed slots: figures the server knows only at start, such as the price (PRICE_CENTS over the contract,
// internal/price), which every page and the web manifest show. scripts/prerender.mjs writes each such file with the
// contract's price (precompressed as built), its slotted copy beside it (<file>.slotted, @@ld.<name>@@ where a figure
// goes) and what the slots say for the contract's price (price-slots.json). newStaticSite settles them once, before
// anything is served and before `/` is cut at its facts' slots (landing_page.go): the files as built when the server
// says what they say, else each slotted copy filled with the server's figures, served from memory with a gzip variant
// made then; so a changed price shows on every page without a rebuild.

const (
	slottedSuffix = ".slotted"
	builtSlots    = "price-slots.json"
)

// slotted reports whether p is a file the build may leave fixed slots in.
func slotted(p string) bool {
	ext := path.Ext(p)
	return ext == ".html" || ext == ".webmanifest"
}

// fillFixedSlots settles the files of the build for values (the slots' names without @@ld. and @@). A file with slots
// but no slotted copy (a build or test without them) is filled in place.
func fillFixedSlots(files map[string]*staticFile, values map[string]string) error {
	var built map[string]string
	if f := files[builtSlots]; f != nil {
		if err := json.Unmarshal(f.variants[""], &built); err != nil {
			return fmt.Errorf("%s: %w", builtSlots, err)
		}
		delete(files, builtSlots)
	}
	asBuilt := built != nil && maps.Equal(built, values)
	for p, f := range files {
		target := strings.TrimSuffix(p, slottedSuffix)
		switch {
		case target != p:
			delete(files, p) // never served
			if asBuilt || files[target] == nil || len(values) == 0 {
				continue
			}
		case !slotted(p) || !bytes.Contains(f.variants[""], []byte("@@ld.")) || len(values) == 0:
			continue
		}
		body := fill(target, f.variants[""], values)
		if target == p && bytes.Equal(body, f.variants[""]) {
			continue // no slot of values (the landing page's facts are filled per request)
		}
		filled, err := staticFileOf(files[target].contentType, body)
		if err != nil {
			return err
		}
		files[target] = filled
	}
	return nil
}

// fill writes values into the slots of body, the content of the file p. A value is HTML-escaped, except one whose
// name ends in ".json", which is JSON for a data block (json.Marshal escapes <, > and &, so the block cannot end
// early); in the web manifest (JSON) a value is written as inside a JSON string.
func fill(p string, body []byte, values map[string]string) []byte {
	for name, value := range values {
		switch {
		case strings.HasSuffix(name, ".json"):
		case path.Ext(p) == ".webmanifest":
			value = strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(value)
		default:
			value = html.EscapeString(value)
		}
		body = bytes.ReplaceAll(body, []byte("@@ld."+name+"@@"), []byte(value))
	}
	return body
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
