package sessions

import (
	"fmt"
	"testing"

	"github.com/pocketbase/dbx"
)

// BenchmarkCheck measures the check of 500 signed-in connections, one per account: "broadcast" is
// the work added before each record event when no account changed, "full" what the sweep (or a
// changed account) costs. go test -run X -bench Check ./internal/sessions/
func BenchmarkCheck(b *testing.B) {
	app, c := newApp(b)
	for i := range 500 {
		_, err := app.NonconcurrentDB().Insert("users", dbx.Params{
			"id": fmt.Sprintf("u%014d", i), "email": fmt.Sprintf("c%d@example.com", i),
			"tokenKey": fmt.Sprintf("key%d", i), "password": "not-a-hash", "role": "client",
		}).Execute()
		if err != nil {
			b.Fatal(err)
		}
	}
	all, err := app.FindAllRecords("users")
	if err != nil || len(all) != 500 {
		b.Fatalf("%d users, err %v", len(all), err)
	}
	for _, u := range all {
		connect(b, app, c, u)
	}
	for _, bc := range []struct {
		name string
		full bool
	}{{"broadcast", false}, {"full", true}} {
		b.Run(bc.name, func(b *testing.B) {
			for range b.N {
				if n, err := c.run(bc.full); n != 0 || err != nil {
					b.Fatalf("revoked %d, err %v", n, err)
				}
			}
		})
	}
}
