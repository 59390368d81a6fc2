package launch

import (
	"fmt"
	"strconv"
	"strings"

	"launchdesk/internal/kept"
)

// GuaranteeWords is how the guarantee is said (pb_hooks/lib/promise_words.json "guarantee", which the hooks'
// lib/promise_words.js fills the same way), with the promise's {hours} and {days} filled in; {percent}, {amount} and
// {used} are left for Stated and the hooks. Terms is the landing page's sentence, Question and Answer its FAQ entry,
// Card and Owed what the client is told of a make-good by card refund or owed by transfer.
type GuaranteeWords struct {
	Terms    string `json:"terms"`
	Question string `json:"question"`
	Answer   string `json:"answer"`
	Card     string `json:"card"`
	Owed     string `json:"owed"`
}

// readGuaranteeWords reads the guarantee's wording of the hooks in hooksDir and fills in n's promise.
func readGuaranteeWords(hooksDir string, n Numbers) (GuaranteeWords, error) {
	var file struct {
		Guarantee GuaranteeWords `json:"guarantee"`
	}
	path, err := kept.ReadJSON(hooksDir, WordsFile, "the guarantee's words", &file)
	if err != nil {
		return GuaranteeWords{}, err
	}
	w := file.Guarantee
	if w.Terms == "" || w.Question == "" || w.Answer == "" || w.Card == "" || w.Owed == "" {
		return GuaranteeWords{}, fmt.Errorf("the guarantee's words in %s: terms, question, answer, card and owed are each needed", path)
	}
	fill := strings.NewReplacer("{days}", strconv.FormatFloat(float64(n.PromiseHours)/24, 'f', -1, 64),
		"{hours}", strconv.FormatInt(n.PromiseHours, 10)).Replace
	return GuaranteeWords{fill(w.Terms), fill(w.Question), fill(w.Answer), fill(w.Card), fill(w.Owed)}, nil
}

// Stated is w for a guarantee of percent of the price, amount being that share written as the pages write a price
// ("$100"): every sentence with {percent} and {amount} filled in.
func (w GuaranteeWords) Stated(percent int64, amount string) GuaranteeWords {
	fill := strings.NewReplacer("{percent}", strconv.FormatInt(percent, 10), "{amount}", amount).Replace
	return GuaranteeWords{fill(w.Terms), fill(w.Question), fill(w.Answer), fill(w.Card), fill(w.Owed)}
}
