package proof

import (
	"html/template"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/launch"
)

// Common is what every page says: the studio's name and the promise in words.
type Common struct {
	Brand   string
	Promise string
}

func common(app core.App) Common {
	meta := app.Settings().Meta
	name := meta.AppName
	if name == "" {
		name = meta.SenderName
	}
	return Common{Brand: name, Promise: promiseHours(app)}
}

type launchView struct {
	Common
	Facts Facts
}

type indexView struct {
	Common
	Window   launch.OnTime
	Launches []Facts
	Min      int
	Days     int
}

// headView is what the page's head needs: its title, and the common words the foot says.
type headView struct {
	Common
	Title string
}

// title makes the head's view: the title (its two parts joined) over c.
func title(first, second string, c Common) headView {
	return headView{Common: c, Title: first + second}
}

// pages are the proof's templates, parsed once: html/template escapes every value for where it stands.
var pages = template.Must(template.New("proof").Funcs(template.FuncMap{"day": day, "span": span, "title": title}).
	Parse(layout + launchPage + indexPage + missingPage))
