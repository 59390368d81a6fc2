package price_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"launchdesk/internal/launch"
	"launchdesk/internal/price"
	"launchdesk/internal/testapp"
)

// hooksDir is the repository's hooks, as the app runs them.
var hooksDir = filepath.Join(testapp.RepoRoot(), "pb_hooks")

// moneyCase is one row of testdata/money_cases.json, the table every runtime's money formatter is held to (Go here,
// the hooks' payment_texts.js here in goja, the UI's format-money.ts in ui/src/lib/format-money.test.ts).
type moneyCase struct {
	Cents    int64  `json:"cents"`
	Currency string `json:"currency"`
	Whole    string `json:"whole"`
	Always2  string `json:"always2"`
}

func moneyCases(t *testing.T) []moneyCase {
	t.Helper()
	data, err := os.ReadFile("testdata/money_cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []moneyCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	return cases
}

func TestMoneyIsWrittenAlikeInGoAndInTheHooks(t *testing.T) {
	contract, err := price.Read(hooksDir)
	if err != nil {
		t.Fatal(err)
	}
	js := launch.NewModules(hooksDir)
	texts, err := js.Lib("payment_texts.js")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range moneyCases(t) {
		if got := contract.Money(c.Cents, c.Currency, false); got != c.Whole {
			t.Errorf("Go: %d %s = %q, want %q", c.Cents, c.Currency, got, c.Whole)
		}
		if got := contract.Money(c.Cents, c.Currency, true); got != c.Always2 {
			t.Errorf("Go with cents: %d %s = %q, want %q", c.Cents, c.Currency, got, c.Always2)
		}
		got, err := js.Call(texts, "money", c.Cents, c.Currency) // the hooks write amounts with cents (e-mails, receipts)
		if err != nil {
			t.Fatal(err)
		}
		if got.String() != c.Always2 {
			t.Errorf("hooks: %d %s = %q, want %q", c.Cents, c.Currency, got.String(), c.Always2)
		}
	}
}

func TestTheSettingsOverrideTheContractsPrice(t *testing.T) {
	contract, err := price.Read(hooksDir)
	if err != nil {
		t.Fatal(err)
	}
	p, err := price.Resolve(hooksDir, 0, "")
	if err != nil {
		t.Fatal(err)
	}
	if p.Cents != contract.Cents || p.Currency != contract.Currency {
		t.Fatalf("no setting: %d %s, want the contract's %d %s", p.Cents, p.Currency, contract.Cents, contract.Currency)
	}
	if p, _ = price.Resolve(hooksDir, 30000, ""); p.Cents != 30000 || p.Currency != contract.Currency {
		t.Fatalf("PRICE_CENTS=30000: %d %s", p.Cents, p.Currency)
	}
	p, _ = price.Resolve(hooksDir, 15050, "eur")
	want := map[string]string{
		"price": "€150.50", "price.amount": "150.50", "price.currency": "EUR", "price.json": `{"cents":15050,"currency":"eur"}`,
	}
	got := p.Slots()
	for name, value := range want {
		if got[name] != value {
			t.Errorf("slot %s = %q, want %q", name, got[name], value)
		}
	}
	if len(got) != len(want) {
		t.Errorf("slots %v, want exactly %v", got, want)
	}
}

func TestABadContractStopsTheStart(t *testing.T) {
	for name, body := range map[string]string{
		"not json":       `{"cents": 20000,`,
		"no price":       `{"currency": "usd"}`,
		"zero":           `{"cents": 0, "currency": "usd"}`,
		"not whole":      `{"cents": 199.5, "currency": "usd"}`,
		"upper-case":     `{"cents": 20000, "currency": "USD"}`,
		"not a currency": `{"cents": 20000, "currency": "dollars"}`,
	} {
		dir := t.TempDir()
		if err := os.MkdirAll(filepath.Join(dir, "lib"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, price.File), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := price.Resolve(dir, 30000, "usd"); err == nil {
			t.Errorf("%s: accepted %s", name, body)
		}
	}
	if _, err := price.Read(t.TempDir()); err == nil {
		t.Error("a hooks directory without the contract was accepted")
	}
}
