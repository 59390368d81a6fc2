// Package price is the Go side of what an order costs. The contract is pb_hooks/lib/price.json: the price in cents,
// its currency and how each currency's amounts are written. The hooks require it, the UI imports it at build time,
// and Go reads it here from the hooks directory the app runs with; the PRICE_CENTS and CURRENCY settings override
// its price. The result is charged (the hooks fix it on each payment at approval) and written into every page the
// server serves (internal/site fills the pages' price slots from Slots), so what is shown and what is charged are one
// value.
package price

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// File is where the contract lives, relative to the hooks directory.
const File = "lib/price.json"

// Contract is pb_hooks/lib/price.json.
type Contract struct {
	// Cents and Currency are the price an order costs unless the settings say otherwise.
	Cents    int64  `json:"cents"`
	Currency string `json:"currency"`
	// Symbols is how an amount of each currency starts ("usd": "$"); another currency is written by its code.
	Symbols map[string]string `json:"symbols"`
}

var currencyCode = regexp.MustCompile(`^[a-z]{3}$`)

// Read reads and checks the contract of the hooks in hooksDir.
func Read(hooksDir string) (Contract, error) {
	path := filepath.Join(hooksDir, File)
	data, err := os.ReadFile(path)
	if err != nil {
		return Contract{}, fmt.Errorf("the price: %w", err)
	}
	c := Contract{}
	if err := json.Unmarshal(data, &c); err != nil {
		return Contract{}, fmt.Errorf("the price in %s: %w", path, err)
	}
	if c.Cents <= 0 || !currencyCode.MatchString(c.Currency) {
		return Contract{}, fmt.Errorf("the price in %s: cents must be a positive whole number and currency a lower-case "+
			"three-letter code, not %d %q", path, c.Cents, c.Currency)
	}
	return c, nil
}

// Price is what an order costs now, with the contract's way of writing it.
type Price struct {
	Cents    int64
	Currency string
	contract Contract
}

// Resolve is the price of the hooks in hooksDir: the contract's, unless the settings give cents or currency (0 and
// "" keep the contract's).
func Resolve(hooksDir string, cents int64, currency string) (Price, error) {
	c, err := Read(hooksDir)
	if err != nil {
		return Price{}, err
	}
	p := Price{Cents: c.Cents, Currency: c.Currency, contract: c}
	if cents > 0 {
		p.Cents = cents
	}
	if currency != "" {
		p.Currency = currency
	}
	return p, nil
}

// Money writes cents of currency as people read a price, the one way of every runtime (pb_hooks/lib/payment_texts.js
// money, ui/src/lib/format-money.ts): "$300" when whole, "$299.50" otherwise, "$300.00" with always2; thousands
// grouped ("$1,200"); a currency without a symbol by its code ("CHF 150"). cents is never negative (a price).
func (c Contract) Money(cents int64, currency string, always2 bool) string {
	amount := group(strconv.FormatInt(cents/100, 10))
	if always2 || cents%100 != 0 {
		amount += fmt.Sprintf(".%02d", cents%100)
	}
	if symbol, ok := c.Symbols[strings.ToLower(currency)]; ok {
		return symbol + amount
	}
	return strings.ToUpper(currency) + " " + amount
}

// group puts a comma between each three digits from the right: "1200" → "1,200".
func group(digits string) string {
	for i := len(digits) - 3; i > 0; i -= 3 {
		digits = digits[:i] + "," + digits[i:]
	}
	return digits
}

// Label is the price as the pages say it ("$300").
func (p Price) Label() string { return p.contract.Money(p.Cents, p.Currency, false) }

// Slots are the values of the price's slots in the built pages (@@ld.<name>@@, written by scripts/prerender.mjs from
// ui/src/content/price.ts): the label in the text, the figures of the offer's structured data, and the JSON block
// the page's script reads the price from (so the page it renders says what the server wrote).
func (p Price) Slots() map[string]string {
	block, _ := json.Marshal(map[string]any{"cents": p.Cents, "currency": p.Currency}) // cannot fail
	return map[string]string{
		"price":          p.Label(),
		"price.amount":   fmt.Sprintf("%d.%02d", p.Cents/100, p.Cents%100),
		"price.currency": strings.ToUpper(p.Currency),
		"price.json":     string(block),
	}
}
