package launch

import (
	"fmt"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/kept"
)

// NumbersFile is where the launch promise's numbers live, relative to the hooks directory.
const NumbersFile = "lib/launch_promise.json"

// Numbers are the launch promise's numbers (pb_hooks/lib/launch_promise.json).
type Numbers struct {
	// PromiseHours is the promised running time from clock start to launch. A launch is on time when its running
	// time at launch is at most this; an open launch is overdue once its running time passed it.
	PromiseHours int64 `json:"promiseHours"`
	// Words is the promise in words (pb_hooks/lib/promise_words.json), filled with these numbers.
	Words Words `json:"-"`
	// Guarantee is how the guarantee is said (pb_hooks/lib/promise_words.json "guarantee"), filled with these numbers.
	Guarantee GuaranteeWords `json:"-"`
}

// PromiseMs is PromiseHours in milliseconds, the unit of the clock (launch_clock.js PROMISE_MS).
func (n Numbers) PromiseMs() int64 { return n.PromiseHours * 60 * 60 * 1000 }

// Read reads and checks the numbers of the hooks in hooksDir, with the promise's words.
func Read(hooksDir string) (Numbers, error) {
	n := Numbers{}
	path, err := kept.ReadJSON(hooksDir, NumbersFile, "the launch promise's numbers", &n)
	if err != nil {
		return Numbers{}, err
	}
	if n.PromiseHours <= 0 {
		return Numbers{}, fmt.Errorf("the launch promise's numbers in %s: promiseHours must be a positive number of hours, not %d", path, n.PromiseHours)
	}
	if n.Words, err = readWords(hooksDir, n); err != nil {
		return Numbers{}, err
	}
	n.Guarantee, err = readGuaranteeWords(hooksDir, n)
	return n, err
}

var numbers = kept.NewSlot[Numbers]("launchdesk.launch.numbers",
	"launch.Of: the launch promise's numbers were not loaded (launch.Use at start)")

// Use reads the numbers of the hooks the app runs with (hooksDir) and keeps them on the app for Of: call it at
// start, before serving; a missing or bad file is an error that stops the start.
func Use(app core.App, hooksDir string) error {
	return numbers.Keep(app, func() (Numbers, error) { return Read(hooksDir) })
}

// Of is the numbers Use kept on app. It panics when Use was not called: a wiring mistake, not a runtime condition.
func Of(app core.App) Numbers { return numbers.Of(app) }
