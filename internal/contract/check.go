package contract

import (
	"fmt"
	"slices"
	"strings"
)

// check refuses a contract whose parts disagree: every list entry named, no name without its entry, sentences and
// explanations only for statuses that exist, the hand methods among the methods, and limits that can be met.
func (c Contract) check() error {
	problems := []string{}
	add := func(err error) {
		if err != nil {
			problems = append(problems, err.Error())
		}
	}
	add(namesMatch("statuses order", c.Statuses.Order, c.Statuses.Names, true))
	add(namesMatch("statuses sentences", c.Statuses.Order, c.Statuses.Sentences, false))
	add(namesMatch("statuses explanations", c.Statuses.Order, c.Statuses.Explanations, false))
	add(namesMatch("steps", c.Steps.Steps, c.Steps.StepNames, true))
	add(namesMatch("intakeItems", c.Steps.IntakeItems, c.Steps.ItemNames, true))
	add(namesMatch("payment methods", c.Payments.Methods, c.Payments.MethodNames, true))
	if len(c.Steps.Access) == 0 {
		problems = append(problems, "steps.json lists no access states")
	}
	for _, m := range c.Payments.ByHand {
		if !slices.Contains(c.Payments.Methods, m) {
			problems = append(problems, fmt.Sprintf("the hand method %q is not a payment method", m))
		}
	}
	for name, l := range c.Limits {
		if l.Min < 0 || l.Max < 0 || (l.Max > 0 && l.Min > l.Max) || (l.Min == 0 && l.Max == 0) {
			problems = append(problems, fmt.Sprintf("the limit %s (%d to %d) cannot be met", name, l.Min, l.Max))
		}
	}
	if len(problems) > 0 {
		slices.Sort(problems)
		return fmt.Errorf("%s", strings.Join(problems, "; "))
	}
	return nil
}

// namesMatch checks that words has an entry for each of list (every one when all, else some) and none besides.
func namesMatch(what string, list []string, words map[string]string, all bool) error {
	if len(list) == 0 {
		return fmt.Errorf("%s: the list is empty", what)
	}
	for _, key := range list {
		if words[key] == "" && all {
			return fmt.Errorf("%s: %q has no name", what, key)
		}
	}
	for key := range words {
		if !slices.Contains(list, key) {
			return fmt.Errorf("%s: %q is not in the list", what, key)
		}
	}
	return nil
}

// OneOf writes values as a sentence's choice: "a", "a or b", "a, b or c".
func OneOf(values []string) string {
	if len(values) < 2 {
		return strings.Join(values, "")
	}
	return strings.Join(values[:len(values)-1], ", ") + " or " + values[len(values)-1]
}
