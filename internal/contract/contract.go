// Package contract reads the product's lists and limits, each written once in a JSON file beside the hooks:
// pb_hooks/lib/statuses.json (the order statuses, their order, names and sentences), steps.json (the launch steps,
// the brand intake items and the store access states), payments.json (the ways to pay) and limits.json (every limit
// the UI and the server both enforce). The hooks require these files, the UI imports them at build time, and Go reads
// them here from the hooks directory the app runs with (Use, at start: a missing or bad file stops the start), so a
// status, a step or a limit changes in one place. Its tests hold the live schema's select fields and text limits to
// the same files.
package contract

import (
	"fmt"
	"path/filepath"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/kept"
)

// Statuses are the order statuses (lib/statuses.json).
type Statuses struct {
	// Order is every status, the specification's three in pipeline order, then cancelled.
	Order []string `json:"order"`
	// Names are the statuses as the app's badges, filters and e-mails name them.
	Names map[string]string `json:"names"`
	// Sentences are the e-mail sentences of a forward move, the specification's words.
	Sentences map[string]string `json:"sentences"`
	// Explanations say what a status means for the client, on the order's page.
	Explanations map[string]string `json:"explanations"`
}

// Steps are the launch's lists (lib/steps.json).
type Steps struct {
	Steps       []string          `json:"steps"`
	StepNames   map[string]string `json:"stepNames"`
	IntakeItems []string          `json:"intakeItems"`
	ItemNames   map[string]string `json:"itemNames"`
	Access      []string          `json:"access"`
}

// Payments are the ways to pay (lib/payments.json).
type Payments struct {
	Methods     []string          `json:"methods"`
	MethodNames map[string]string `json:"methodNames"`
	// ByHand are the methods the studio records itself (Mark paid); card is Stripe's.
	ByHand []string `json:"byHand"`
}

// Limit is a bound the UI checks before sending and the server enforces: a length in characters, or a count where
// its name says so (messageFiles: files, messageFileMb: megabytes); 0 means no bound.
type Limit struct {
	Min int `json:"min"`
	Max int `json:"max"`
}

// Contract is every file.
type Contract struct {
	Statuses Statuses
	Steps    Steps
	Payments Payments
	// Limits by name (limits.json): statusReason, launchReason, paymentReference...
	Limits map[string]Limit
}

// Files are the contract's files, relative to the hooks directory, each with what it fills.
func (c *Contract) files() map[string]any {
	return map[string]any{
		"lib/statuses.json": &c.Statuses,
		"lib/steps.json":    &c.Steps,
		"lib/payments.json": &c.Payments,
		"lib/limits.json":   &c.Limits,
	}
}

// Read reads and checks the contract of the hooks in hooksDir.
func Read(hooksDir string) (Contract, error) {
	c := Contract{}
	for file, into := range c.files() {
		if _, err := kept.ReadJSON(hooksDir, file, "the contract", into); err != nil {
			return c, err
		}
	}
	if err := c.check(); err != nil {
		return c, fmt.Errorf("the contract in %s: %w", filepath.Join(hooksDir, "lib"), err)
	}
	return c, nil
}

var slot = kept.NewSlot[Contract]("launchdesk.contract",
	"contract.Of: the contract was not loaded (contract.Use at start)")

// Use reads the contract of the hooks the app runs with (hooksDir) and keeps it on the app for Of: call it at start,
// before serving; a missing or bad file is an error that stops the start.
func Use(app core.App, hooksDir string) error {
	return slot.Keep(app, func() (Contract, error) { return Read(hooksDir) })
}

// Of is the contract Use kept on app. It panics when Use was not called: a wiring mistake, not a runtime condition.
func Of(app core.App) Contract { return slot.Of(app) }

// Limit is the limit called name; it panics for a name limits.json does not have (a typo in the code).
func (c Contract) Limit(name string) Limit {
	return kept.Named(c.Limits, name, "contract: limits.json has no limit")
}
