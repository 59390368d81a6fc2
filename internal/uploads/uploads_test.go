package uploads

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

func TestProblem(t *testing.T) {
	field := &core.FileField{Name: "files", MaxSize: 20 << 20, MimeTypes: []string{"image/png", "application/pdf"}}
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89")
	elf := append([]byte("\x7fELF\x02\x01\x01\x00"), make([]byte, 64)...)
	cases := []struct {
		name, file string
		content    []byte
		size       int64 // overrides the content's size when set
		want       string
	}{
		{"png", "logo.png", png, 0, ""},
		{"pdf", "brief.pdf", []byte("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"), 0, ""},
		{"program named .png", "logo.png", elf, 0, `"logo.png" cannot be shared here: its content is application/x-elf`},
		{"too large", "big.png", png, 25 << 20, `"big.png" is 25 MB; each file can be at most 20 MB.`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			file, err := filesystem.NewFileFromBytes(c.content, c.file)
			if err != nil {
				t.Fatal(err)
			}
			if c.size > 0 {
				file.Size = c.size
			}
			got := Problem(field, file)
			if c.want == "" && got != "" || c.want != "" && !strings.HasPrefix(got, c.want) {
				t.Fatalf("Problem = %q, want prefix %q", got, c.want)
			}
		})
	}
}

func TestFormatSize(t *testing.T) {
	for n, want := range map[int64]string{25 << 20: "25 MB", 3 << 19: "1.5 MB", 300 << 10: "300 KB", 12: "12 bytes"} {
		if got := FormatSize(n); got != want {
			t.Errorf("FormatSize(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestRefusedListsEveryRefusedFileWithItsPosition(t *testing.T) {
	field := &core.FileField{Name: "files", MaxSize: 20 << 20, MimeTypes: []string{"image/png", "application/pdf"}}
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89")
	files := make([]*filesystem.File, 0, 3)
	for _, c := range []struct {
		name    string
		content []byte
	}{{"logo.png", png}, {"app.js", []byte("alert(1)")}, {"brief.pdf", []byte("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")}, {"page.html", []byte("<script>alert(1)</script>")}} {
		file, err := filesystem.NewFileFromBytes(c.content, c.name)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, file)
	}
	got := Refused(field, files)
	if len(got) != 2 || got[0].Index != 1 || got[0].Name != "app.js" || got[1].Index != 3 || got[1].Name != "page.html" {
		t.Fatalf("Refused = %+v, want app.js at 1 and page.html at 3", got)
	}
	if !strings.HasPrefix(got[0].Problem, `"app.js" cannot be shared here`) {
		t.Fatalf("Problem = %q", got[0].Problem)
	}
	if len(Refused(field, files[:1])) != 0 {
		t.Fatal("a PNG alone is refused")
	}
}
