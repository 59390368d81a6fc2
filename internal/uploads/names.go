package uploads

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gabriel-vasile/mimetype"
)

// extensions lists, for each content type a file field may accept, the file name endings that go
// with it. A file is accepted only when its content is of a type its field accepts and its name
// ends in one of that type's endings: a name decides how a browser or a desktop treats a
// download, so a script or a style sheet never gets in as "text" named .js, .mjs or .css.
var extensions = extensionTable{
	"image/jpeg":                ".jpg .jpeg",
	"image/png":                 ".png",
	"image/gif":                 ".gif",
	"image/webp":                ".webp",
	"image/avif":                ".avif",
	"image/heic":                ".heic",
	"image/heif":                ".heif",
	"image/tiff":                ".tif .tiff",
	"image/bmp":                 ".bmp",
	"image/svg+xml":             ".svg",
	"image/vnd.adobe.photoshop": ".psd",
	"application/pdf":           ".pdf .ai", // Illustrator files are PDF inside
	"application/postscript":    ".eps .ps .ai",
	"text/csv":                  ".csv",
	"text/plain":                ".csv .txt", // a CSV's content is often detected as plain text
	"application/zip":           ".zip .sketch",
	"application/vnd.openxmlformats-officedocument.wordprocessingml.document":   ".docx",
	"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet":         ".xlsx",
	"application/vnd.openxmlformats-officedocument.presentationml.presentation": ".pptx",
	"application/vnd.oasis.opendocument.text":                                   ".odt",
	"application/vnd.oasis.opendocument.spreadsheet":                            ".ods",
}.split()

type extensionTable map[string]string

func (t extensionTable) split() map[string][]string {
	out := make(map[string][]string, len(t))
	for k, v := range t {
		out[k] = strings.Fields(v)
	}
	return out
}

// nameProblem returns why a file named name, whose content was detected as detected (a type its
// field accepts), cannot be stored: both the name sent and the name it would be stored (and served)
// under must end as its type does. "" when it can.
func nameProblem(name, stored string, accepted []string, detected *mimetype.MIME) string {
	if msg := extensionProblem(name, strings.ToLower(filepath.Ext(name)), accepted, detected); msg != "" {
		return msg
	}
	return extensionProblem(name, strings.ToLower(filepath.Ext(stored)), accepted, detected)
}

func extensionProblem(name, ext string, accepted []string, detected *mimetype.MIME) string {
	for _, t := range accepted {
		if detected.Is(t) && slices.Contains(extensions[t], ext) {
			return ""
		}
	}
	if ext == "" {
		return fmt.Sprintf("%q cannot be shared here: its name has no ending such as .png or .pdf. "+
			"Send images, PDF, CSV, ZIP or design files.", name)
	}
	kind := strings.SplitN(detected.String(), ";", 2)[0]
	return fmt.Sprintf("%q cannot be shared here: its name ends in %s, which does not match its content (%s). "+
		"Send images, PDF, CSV, ZIP or design files, named for what they are.", name, ext, kind)
}
