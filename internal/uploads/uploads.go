// Package uploads checks the files of a record create or update request against their file
// field's limits before PocketBase does, so that a refused file gets a sentence a person can act
// on ("big.zip is 25 MB; each file can be at most 20 MB.") instead of PocketBase's byte count or
// list of MIME types. The type is detected from the content, with the same library and the same
// test PocketBase then applies, so a program renamed .png is refused whatever its name says; and the
// name must end as the type does (names.go), so a script named .js never gets in as "text".
package uploads

import (
	"fmt"
	"strings"

	"github.com/gabriel-vasile/mimetype"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// Register checks the uploaded files of every record create and update request (content and name),
// and serves every stored file so that it cannot run as code (serve.go).
func Register(app core.App) {
	registerServing(app)
	app.OnRecordCreateRequest().BindFunc(func(e *core.RecordRequestEvent) error {
		return check(e)
	})
	app.OnRecordUpdateRequest().BindFunc(func(e *core.RecordRequestEvent) error {
		return check(e)
	})
}

// check refuses the request when a file it uploads cannot go into its field. The message is the first refused
// file's sentence; the field's error lists every refused file of that field (params.refused: its position among
// the files the request uploads to the field, its name and its sentence), so that a sender can take out exactly
// those and send the rest.
func check(e *core.RecordRequestEvent) error {
	for _, field := range e.Collection.Fields {
		f, ok := field.(*core.FileField)
		if !ok {
			continue
		}
		refused := Refused(f, e.Record.GetUnsavedFiles(f.Name))
		if len(refused) == 0 {
			continue
		}
		msg := refused[0].Problem
		return e.BadRequestError(msg, validation.Errors{
			f.Name: validation.NewError("validation_file_refused", msg).
				SetParams(map[string]any{"refused": refused}),
		})
	}
	return e.Next()
}

// RefusedFile is one file of a request that its field does not take.
type RefusedFile struct {
	// Index is the file's position among the files the request uploads to the field (0 for the first).
	Index int `json:"index"`
	// Name is the name it was sent with.
	Name string `json:"name"`
	// Problem says why, in a sentence (Problem).
	Problem string `json:"problem"`
}

// Refused lists the files of files that cannot go into field f, in order.
func Refused(f *core.FileField, files []*filesystem.File) []RefusedFile {
	var out []RefusedFile
	for i, file := range files {
		if msg := Problem(f, file); msg != "" {
			out = append(out, RefusedFile{Index: i, Name: file.OriginalName, Problem: msg})
		}
	}
	return out
}

// Problem returns why file cannot go into field f (too large, or content of a type f does not
// accept), or "" when it can.
func Problem(f *core.FileField, file *filesystem.File) string {
	if file == nil {
		return ""
	}
	name := file.OriginalName
	if limit := maxSize(f); file.Size > limit {
		return fmt.Sprintf("%q is %s; each file can be at most %s.", name, FormatSize(file.Size), FormatSize(limit))
	}
	if len(f.MimeTypes) == 0 {
		return ""
	}
	detected, err := detect(file)
	if err != nil {
		return fmt.Sprintf("%q could not be read. Please try again.", name)
	}
	for _, t := range f.MimeTypes {
		if detected.Is(t) {
			return nameProblem(name, file.Name, f.MimeTypes, detected)
		}
	}
	kind := strings.SplitN(detected.String(), ";", 2)[0]
	return fmt.Sprintf("%q cannot be shared here: its content is %s, whatever its name says. "+
		"Send images, PDF, CSV, ZIP or design files.", name, kind)
}

func detect(file *filesystem.File) (*mimetype.MIME, error) {
	r, err := file.Reader.Open()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return mimetype.DetectReader(r)
}

func maxSize(f *core.FileField) int64 {
	if f.MaxSize <= 0 {
		return core.DefaultFileFieldMaxSize
	}
	return f.MaxSize
}

// FormatSize writes a byte count the way people read it: "25 MB", "1.5 MB", "300 KB".
func FormatSize(n int64) string {
	const mb = 1 << 20
	switch {
	case n >= mb && n%mb == 0:
		return fmt.Sprintf("%d MB", n/mb)
	case n >= mb:
		return fmt.Sprintf("%.1f MB", float64(n)/mb)
	case n >= 1<<10:
		return fmt.Sprintf("%d KB", n>>10)
	default:
		return fmt.Sprintf("%d bytes", n)
	}
}
