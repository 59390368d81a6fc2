package contract_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"launchdesk/internal/contract"
	"launchdesk/internal/testapp"
)

// The migrations are history and stay as they shipped; what they leave behind must agree with the contract. These
// tests read the live schema of a migrated app: every select field whose values are a contract list, and every text
// field whose length a contract limit names.

// turns are the launch's stance lists (pb_hooks/lib/turns.json), the contract of launches.next, owes and needs.
type turns struct {
	Owes  []string `json:"owes"`
	Tasks []string `json:"tasks"`
	Needs []string `json:"needs"`
}

func readTurns(t *testing.T) turns {
	data, err := os.ReadFile(filepath.Join(hooksDir, "lib", "turns.json"))
	if err != nil {
		t.Fatal(err)
	}
	var tr turns
	if err := json.Unmarshal(data, &tr); err != nil {
		t.Fatal(err)
	}
	return tr
}

// field finds collection.name in app's schema, failing the test when it is gone.
func field(t *testing.T, app core.App, collection, name string) core.Field {
	t.Helper()
	c, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		t.Fatalf("collection %s: %v", collection, err)
	}
	f := c.Fields.GetByName(name)
	if f == nil {
		t.Fatalf("%s has no field %s", collection, name)
	}
	return f
}

func TestSchemaSelectsHoldTheContractsLists(t *testing.T) {
	app := testapp.New(t)
	c := contract.Of(app)
	tr := readTurns(t)
	cases := []struct {
		collection, field string
		want              []string
	}{
		{"orders", "status", c.Statuses.Order},
		{"order_events", "from", c.Statuses.Order},
		{"order_events", "to", c.Statuses.Order},
		{"launches", "step", c.Steps.Steps},
		{"order_events", "step_from", c.Steps.Steps},
		{"order_events", "step", c.Steps.Steps},
		{"launches", "access", c.Steps.Access},
		{"intake_items", "item", c.Steps.IntakeItems},
		{"payments", "method", c.Payments.Methods},
		{"launches", "next", slices.Concat(tr.Owes, tr.Tasks)},
		{"launches", "owes", tr.Owes},
		{"launches", "needs", tr.Needs},
	}
	for _, tc := range cases {
		f, ok := field(t, app, tc.collection, tc.field).(*core.SelectField)
		if !ok {
			t.Errorf("%s.%s is not a select field", tc.collection, tc.field)
			continue
		}
		if !slices.Equal(f.Values, tc.want) {
			t.Errorf("%s.%s takes %v, the contract says %v", tc.collection, tc.field, f.Values, tc.want)
		}
	}
}

func TestSchemaTextFieldsHoldTheContractsLimits(t *testing.T) {
	app := testapp.New(t)
	c := contract.Of(app)
	cases := []struct {
		limit, collection, field string
		// stores: the field keeps what the limit allows (its max may be larger); else the schema enforces the limit
		stores bool
	}{
		{"statusReason", "order_events", "note", false},
		{"orderTitle", "orders", "title", false},
		{"orderCompany", "orders", "company_name", false},
		{"orderPhone", "orders", "phone_number", false},
		{"orderDescription", "orders", "description", false},
		{"collaboratorCode", "orders", "collaborator_code", false},
		{"storeDomain", "launches", "store_domain", false},
		{"message", "messages", "body", false},
		{"notificationTitle", "notifications", "title", false},
		{"notificationMessage", "notifications", "message", false},
		{"userName", "users", "name", false},
		{"paymentReference", "payments", "reference", false},
		{"previewPassword", "reviews", "password", false},
		{"testimonial", "testimonials", "words", false},
		{"testimonial", "testimonials", "proposal", false},
		{"testimonialPosition", "testimonials", "position", false},
		{"testimonialNote", "testimonials", "ask_note", false},
		{"waiveReason", "payments", "note", true},
		{"launchReason", "reviews", "override_reason", true},
	}
	for _, tc := range cases {
		want := c.Limit(tc.limit).Max
		f, ok := field(t, app, tc.collection, tc.field).(*core.TextField)
		switch {
		case !ok:
			t.Errorf("%s.%s is not a text field", tc.collection, tc.field)
		case tc.stores && f.Max < want:
			t.Errorf("%s.%s holds %d characters, less than %s's %d", tc.collection, tc.field, f.Max, tc.limit, want)
		case !tc.stores && f.Max != want:
			t.Errorf("%s.%s takes at most %d characters, %s says %d", tc.collection, tc.field, f.Max, tc.limit, want)
		}
	}
	password, ok := field(t, app, "users", "password").(*core.PasswordField)
	if !ok || password.Min != c.Limit("password").Min {
		t.Errorf("users.password %+v, the contract's password %+v", password, c.Limit("password"))
	}
	files, ok := field(t, app, "messages", "files").(*core.FileField)
	if !ok || files.MaxSelect != c.Limit("messageFiles").Max || files.MaxSize != int64(c.Limit("messageFileMb").Max)<<20 {
		t.Errorf("messages.files %+v, the contract's messageFiles %+v and messageFileMb %+v", files,
			c.Limit("messageFiles"), c.Limit("messageFileMb"))
	}
}
