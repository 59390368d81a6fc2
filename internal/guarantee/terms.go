package guarantee

import (
	"launchdesk/internal/launch"
	"launchdesk/internal/price"
	"launchdesk/internal/site"
)

// Terms is how the landing page states a guarantee of percent of offer's price, in the contract's words (w: the
// promise's, pb_hooks/lib/promise_words.json): the sentence and its FAQ entry with the percentage and the amount it
// gives back ("$100"), the same share a make-good refunds. Nothing while the guarantee is off (percent 0).
func Terms(w launch.GuaranteeWords, offer price.Price, percent int64) site.Guarantee {
	if percent <= 0 {
		return site.Guarantee{}
	}
	said := w.Stated(percent, offer.LabelOf(share(offer.Cents, percent)))
	return site.Guarantee{Terms: said.Terms, Question: said.Question, Answer: said.Answer}
}
