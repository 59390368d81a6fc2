package launch

import (
	"fmt"
	"strconv"
	"strings"

	"launchdesk/internal/kept"
)

// WordsFile is where the launch promise's wording lives, relative to the hooks directory.
const WordsFile = "lib/promise_words.json"

// Words is the promise in words: pb_hooks/lib/promise_words.json filled with the numbers, as the hooks'
// lib/promise_words.js and the UI's content/promise.ts fill it.
type Words struct {
	Days         string `json:"days"`         // "in 2 days"
	DayAdjective string `json:"dayAdjective"` // "the 2-day clock"
	Hours        string `json:"hours"`        // "48 hours"
	Launched     string `json:"launched"`     // the specification's hero words
}

// readWords reads the wording of the hooks in hooksDir and fills it with n.
func readWords(hooksDir string, n Numbers) (Words, error) {
	w := Words{}
	path, err := kept.ReadJSON(hooksDir, WordsFile, "the launch promise's words", &w)
	if err != nil {
		return Words{}, err
	}
	if w.Days == "" || w.DayAdjective == "" || w.Hours == "" || w.Launched == "" {
		return Words{}, fmt.Errorf("the launch promise's words in %s: days, dayAdjective, hours and launched are each needed", path)
	}
	fill := strings.NewReplacer("{days}", strconv.FormatFloat(float64(n.PromiseHours)/24, 'f', -1, 64),
		"{hours}", strconv.FormatInt(n.PromiseHours, 10))
	return Words{fill.Replace(w.Days), fill.Replace(w.DayAdjective), fill.Replace(w.Hours), fill.Replace(w.Launched)}, nil
}
