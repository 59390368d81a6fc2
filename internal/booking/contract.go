package booking

import (
	"fmt"
	"strings"
	"time"

	"launchdesk/internal/kept"
)

// ContractFile is where booking's numbers and sentences live, relative to the hooks directory: the Go routes, the
// hooks' e-mails and the /book page read this one file.
const ContractFile = "lib/booking.json"

// Kind is one kind of call.
type Kind struct {
	Minutes     int    `json:"minutes"`
	Name        string `json:"name"`
	ClientsOnly bool   `json:"clientsOnly"`
}

// Length is how long a call of this kind lasts.
func (k Kind) Length() time.Duration { return time.Duration(k.Minutes) * time.Minute }

// Hours is one weekly window: day 0 is Sunday, From and To are "HH:MM" in the studio's time zone.
type Hours struct {
	Day  int    `json:"day"`
	From string `json:"from"`
	To   string `json:"to"`
}

// Defaults is what a fresh install offers before the studio changes anything.
type Defaults struct {
	Hours         []Hours `json:"hours"`
	BufferMinutes int     `json:"bufferMinutes"`
	NoticeMinutes int     `json:"noticeMinutes"`
	HorizonDays   int     `json:"horizonDays"`
	DailyMax      int     `json:"dailyMax"`
}

// Contract is pb_hooks/lib/booking.json.
type Contract struct {
	Kinds         map[string]Kind   `json:"kinds"`
	Fields        map[string]int    `json:"fields"`
	MaxDays       int               `json:"maxDays"`
	ReminderHours []int             `json:"reminderHours"`
	Defaults      Defaults          `json:"defaults"`
	Texts         map[string]string `json:"texts"`
}

// Text is the sentence key with each {name} replaced by its value from pairs (name, value, name, value...).
func (c Contract) Text(key string, pairs ...string) string {
	s, ok := c.Texts[key]
	if !ok {
		panic("booking: no text " + key + " in " + ContractFile)
	}
	for i := 0; i+1 < len(pairs); i += 2 {
		s = strings.ReplaceAll(s, "{"+pairs[i]+"}", pairs[i+1])
	}
	return s
}

// ReadContract reads and checks the contract of the hooks in hooksDir.
func ReadContract(hooksDir string) (Contract, error) {
	var c Contract
	path, err := kept.ReadJSON(hooksDir, ContractFile, "booking's contract", &c)
	if err != nil {
		return Contract{}, err
	}
	for name, k := range c.Kinds {
		if k.Minutes <= 0 || k.Minutes > 24*60 {
			return Contract{}, fmt.Errorf("booking's contract in %s: the %s call lasts %d minutes", path, name, k.Minutes)
		}
	}
	if c.MaxDays <= 0 || len(c.Kinds) == 0 || len(c.Fields) == 0 {
		return Contract{}, fmt.Errorf("booking's contract in %s lacks its kinds, fields or maxDays", path)
	}
	if _, err := weekOf(c.Defaults.Hours); err != nil {
		return Contract{}, fmt.Errorf("booking's contract in %s: %w", path, err)
	}
	return c, nil
}
