package demo

import (
	"fmt"

	"github.com/dop251/goja"

	"launchdesk/internal/launch"
)

// The demo's launches and texts come from the hooks' own pure modules (pb_hooks/lib/launch_clock.js,
// launch_steps.js, order_texts.js, mail/new_order.js: no PocketBase globals), run in goja as the hooks run them, so
// the seeded clocks, who each launch waits on and the notification and e-mail wording are what the hooks would have
// written.

// hookModules are the pure modules of one hooks directory, loaded once per seed.
type hookModules struct {
	js                            *launch.Modules
	clock, steps, texts, newOrder *goja.Object
	items                         []string // the intake items in order (launch_steps.js INTAKE_ITEMS, from lib/steps.json)
}

// loadHookModules reads the four modules from hooksDir/lib.
func loadHookModules(hooksDir string) (*hookModules, error) {
	h := &hookModules{js: launch.NewModules(hooksDir)}
	modules := map[string]**goja.Object{"launch_clock.js": &h.clock, "launch_steps.js": &h.steps,
		"order_texts.js": &h.texts, "mail/new_order.js": &h.newOrder}
	for name, into := range modules {
		exports, err := h.js.Lib(name)
		if err != nil {
			return nil, fmt.Errorf("the demo reads the hooks' %s: %w", name, err)
		}
		*into = exports
	}
	if err := h.js.VM.ExportTo(h.steps.Get("INTAKE_ITEMS"), &h.items); err != nil || len(h.items) < 2 {
		return nil, fmt.Errorf("the demo reads the hooks' intake items: %v", err)
	}
	return h, nil
}

// call runs module.fn(args...) and exports its result to Go values.
func (h *hookModules) call(module *goja.Object, fn string, args ...any) (any, error) {
	out, err := h.js.Call(module, fn, args...)
	if err != nil {
		return nil, err
	}
	return out.Export(), nil
}

// text calls a function of order_texts.js that answers a string.
func (h *hookModules) text(fn string, args ...any) (string, error) {
	out, err := h.call(h.texts, fn, args...)
	s, _ := out.(string)
	return s, err
}

// note calls a function of order_texts.js that answers { title, message }.
func (h *hookModules) note(fn string, args ...any) (title, message string, err error) {
	out, err := h.call(h.texts, fn, args...)
	m, _ := out.(map[string]any)
	title, _ = m["title"].(string)
	message, _ = m["message"].(string)
	return title, message, err
}

// newOrderWords are the subject and the sentences of the studio's alert of a new order (lib/mail/new_order.js).
func (h *hookModules) newOrderWords(title, company, clientName string) (subject string, lines []string, err error) {
	out, err := h.call(h.newOrder, "newOrderWords", title, company, clientName)
	m, _ := out.(map[string]any)
	subject, _ = m["subject"].(string)
	list, _ := m["lines"].([]any)
	for _, line := range list {
		lines = append(lines, fmt.Sprint(line))
	}
	return subject, lines, err
}
