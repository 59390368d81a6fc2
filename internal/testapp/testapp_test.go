package testapp

import "testing"

func TestNew(t *testing.T) {
	for i := 0; i < 2; i++ { // twice: the repeated migration registration must not break a second app
		app := New(t)
		for _, name := range []string{"users", "orders", "notifications"} {
			if _, err := app.FindCollectionByNameOrId(name); err != nil {
				t.Fatalf("app %d: collection %s: %v", i, name, err)
			}
		}
		if !app.Settings().Batch.Enabled {
			t.Fatalf("app %d: the settings migration did not run (batch off)", i)
		}
	}
}
